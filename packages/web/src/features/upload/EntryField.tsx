/**
 * How the content comes in: typed as a list / article (placeholder and help follow the book
 * type and the translation mode), or a file (txt, doc, docx, xls, xlsx, csv) with the Excel
 * column note and a template generated in the browser.
 */
import { type BookType, type Lang, textItems, UPLOAD_FILE_TYPES, UPLOAD_LIMITS, type UploadMode } from '@qfl/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { type Chip, ChipRow } from '../study/ChipRow';
import type { EntryMode } from './form-state';
import { FormRow } from './FormRow';
import { downloadTemplate, TEMPLATE_COLUMNS, type TemplateColumn, templateCsv } from './template';

const ACCEPT = UPLOAD_FILE_TYPES.map((ext) => `.${ext}`).join(',');
const MB = UPLOAD_LIMITS.fileBytes / 1024 / 1024;

interface EntryFieldProps {
  type: BookType;
  mode: UploadMode;
  lang: Lang | null;
  nativeLang: Lang;
  entry: EntryMode;
  text: string;
  file: File | null;
  error?: string | null;
  onChange(next: { entry?: EntryMode; text?: string; file?: File | null }): void;
}

/** Whether the browser handed over a file the server can take (type by extension, size). */
export function acceptableFile(file: File): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (UPLOAD_FILE_TYPES as readonly string[]).includes(ext) && file.size > 0 && file.size <= UPLOAD_LIMITS.fileBytes;
}

function FilePicker({ file, onChange }: { file: File | null; onChange(file: File | null): void }) {
  const { t } = useTranslation();
  return (
    <div className="up-file">
      <label className="up-file__button">
        {file ? t('upload.fileChange') : t('upload.fileChoose')}
        <input
          type="file"
          accept={ACCEPT}
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            e.target.value = ''; // choosing the same file again still fires
            if (!picked) return;
            if (acceptableFile(picked)) onChange(picked);
            else toast(`${t('uploadErrors.fileSelectFailed')}: ${t('upload.fileTypes', { mb: MB })}`);
          }}
          data-testid="upload-file-input"
        />
      </label>
      {file && (
        <span className="up-file__name" data-testid="upload-file-name">
          {t('upload.fileChosen', { name: file.name, size: (file.size / 1024 / 1024).toFixed(2) })}
        </span>
      )}
    </div>
  );
}

/** Items the pasted text will give, by the same core rules the server applies (0 when none). */
function useItemCount(text: string, type: BookType, mode: UploadMode, lang: Lang | null): number {
  const deferred = useDeferredValue(text);
  return useMemo(() => {
    if (!deferred.trim()) return 0;
    try {
      return textItems(deferred, { type, mode, lang: lang ?? 'en' }).items.length;
    } catch {
      return 0;
    }
  }, [deferred, type, mode, lang]);
}

export function EntryField({ type, mode, lang, nativeLang, entry, text, file, error, onChange }: EntryFieldProps) {
  const { t } = useTranslation();
  const count = useItemCount(entry === 'list' ? text : '', type, mode, lang);
  const chips: Chip<EntryMode>[] = (['list', 'file'] as const).map((v) => ({
    value: v,
    label: t(`upload.entry.${v}`),
    testId: `upload-entry-${v}`,
  }));
  const template = () => {
    const headers = Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [c, t(`upload.columns.${c}`)])) as Record<TemplateColumn, string>;
    downloadTemplate(templateCsv(headers, lang ?? 'en', nativeLang), `${t('upload.templateFileName')}.csv`);
  };
  return (
    <>
      <FormRow label={t('upload.entryLabel')}>
        <ChipRow
          label={t('upload.entryLabel')}
          chips={chips}
          value={entry}
          onChange={(v) => onChange({ entry: v })}
          testId="upload-entry"
        />
      </FormRow>
      {entry === 'list' ? (
        <FormRow label={t(`upload.textLabel.${type}`)} htmlFor="up-text" hint={t(`upload.help.${type}.${mode}`)} error={error}>
          <textarea
            id="up-text"
            className="up-textarea"
            rows={type === 'article' ? 10 : 7}
            value={text}
            maxLength={UPLOAD_LIMITS.pastedChars}
            placeholder={t(`upload.placeholder.${type}.${mode}`)}
            onChange={(e) => onChange({ text: e.target.value })}
            data-testid="upload-text"
          />
          {count > 0 && (
            <p className="up-count" data-testid="upload-count">
              {t(`upload.liveCount.${type}`, { count })}
            </p>
          )}
        </FormRow>
      ) : (
        <FormRow
          label={t('upload.fileLabel')}
          error={error}
          hint={
            <>
              {t('upload.fileTypes', { mb: MB })}
              <br />
              {t('upload.fileNote')}
            </>
          }
        >
          <FilePicker file={file} onChange={(f) => onChange({ file: f })} />
          <button type="button" className="up-link" onClick={template} data-testid="upload-template">
            {t('upload.downloadTemplate')}
          </button>
        </FormRow>
      )}
    </>
  );
}
