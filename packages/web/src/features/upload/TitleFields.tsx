/**
 * The native-language title with its language and a live length counter (non-ASCII counts 2,
 * limit UPLOAD_LIMITS.titleLength), and the titles in the other UI languages behind a toggle.
 */
import { LANGS, type Lang, textLength, UPLOAD_LIMITS } from '@qfl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LangPicker } from './ChoiceFields';
import { FormRow } from './FormRow';

interface TitleFieldsProps {
  nativeLang: Lang;
  nativeTitle: string;
  titles: Partial<Record<Lang, string>>;
  onChange(next: { nativeLang?: Lang; nativeTitle?: string; titles?: Partial<Record<Lang, string>> }): void;
  error?: string | null;
}

function Counter({ text }: { text: string }) {
  const { t } = useTranslation();
  const length = textLength(text.trim());
  const over = length > UPLOAD_LIMITS.titleLength;
  return (
    <span className={over ? 'up-counter up-counter--over' : 'up-counter'} aria-live="polite">
      {t('upload.titleCounter', { length, max: UPLOAD_LIMITS.titleLength })}
    </span>
  );
}

export function TitleFields({ nativeLang, nativeTitle, titles, onChange, error }: TitleFieldsProps) {
  const { t } = useTranslation();
  const others = LANGS.filter((lang) => lang !== nativeLang);
  const [open, setOpen] = useState(() => others.some((lang) => titles[lang]?.trim()));
  return (
    <>
      <FormRow label={t('upload.nativeTitleLabel')} htmlFor="up-native-title" error={error} extra={<Counter text={nativeTitle} />}>
        <input
          id="up-native-title"
          className="up-input"
          value={nativeTitle}
          placeholder={t('upload.nativeTitlePlaceholder')}
          onChange={(e) => onChange({ nativeTitle: e.target.value })}
          data-testid="upload-native-title"
        />
      </FormRow>
      <FormRow label={t('upload.nativeLangLabel')}>
        <LangPicker
          value={nativeLang}
          onChange={(lang) => lang && onChange({ nativeLang: lang })}
          label={t('upload.nativeLangLabel')}
          testId="upload-native-lang"
        />
      </FormRow>
      <button type="button" className="up-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="upload-other-titles">
        {t('upload.otherTitles')} {open ? '▴' : '▾'}
      </button>
      {open &&
        others.map((lang) => (
          <FormRow key={lang} label={t(`langs.${lang}`)} htmlFor={`up-title-${lang}`} extra={<Counter text={titles[lang] ?? ''} />}>
            <input
              id={`up-title-${lang}`}
              className="up-input"
              value={titles[lang] ?? ''}
              onChange={(e) => onChange({ titles: { ...titles, [lang]: e.target.value } })}
              data-testid={`upload-title-${lang}`}
            />
          </FormRow>
        ))}
    </>
  );
}
