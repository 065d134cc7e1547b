/**
 * The input of a tool: language chips (default: the learner's learning language), a text area
 * with a character counter, and the submit button. Empty and over-long text are refused here with
 * a localized message, before any request.
 */
import { ANALYZE_MAX_CHARS, LANGS, type Lang } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ToolInputProps {
  lang: Lang;
  initial: string;
  /** One line (a word) instead of a text area. */
  single?: boolean;
  placeholder: string;
  submitLabel: string;
  loading?: boolean;
  maxChars?: number;
  onSubmit: (lang: Lang, text: string) => void;
}

export function LangChips({ value, onChange }: { value: Lang; onChange: (l: Lang) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="tools-langs" aria-label={t('tools.language')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={l === value}
          className={`tools-lang${l === value ? ' tools-lang--on' : ''}`}
          onClick={() => onChange(l)}
          data-testid={`tools-lang-${l}`}
        >
          {t(`langs.${l}`)}
        </button>
      ))}
    </fieldset>
  );
}

export function ToolInput({
  lang: initialLang,
  initial,
  single,
  placeholder,
  submitLabel,
  loading,
  maxChars = ANALYZE_MAX_CHARS,
  onSubmit,
}: ToolInputProps) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Lang>(initialLang);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!text.trim()) return setError(t('tools.errors.empty'));
    if (text.length > maxChars) return setError(t('tools.errors.tooLong', { max: maxChars }));
    setError(null);
    onSubmit(lang, single ? text.trim() : text);
  };
  const over = text.length > maxChars;
  return (
    <form
      className="card tools-input"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <LangChips value={lang} onChange={setLang} />
      {single ? (
        <input
          className="tools-field"
          value={text}
          lang={lang}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          enterKeyHint="search"
          data-testid="tools-text"
        />
      ) : (
        <>
          <textarea
            className="tools-field tools-field--area"
            value={text}
            lang={lang}
            rows={3}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
            data-testid="tools-text"
          />
          <p className={`tools-count${over ? ' tools-count--over' : ''}`}>{t('tools.count', { n: text.length, max: maxChars })}</p>
        </>
      )}
      {error && (
        <p className="tools-error" role="alert" data-testid="tools-error">
          {error}
        </p>
      )}
      <Button color="primary" block type="submit" loading={loading} data-testid="tools-submit">
        {submitLabel}
      </Button>
    </form>
  );
}

/** The localized message of a failed tool request. */
export function ToolError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const e = error as { key?: string; params?: Record<string, unknown>; message?: string } | null;
  let text: string;
  if (e?.key === 'analyze.textTooLong') text = t('tools.errors.tooLong', { max: Number(e.params?.max ?? ANALYZE_MAX_CHARS) });
  else if (e?.key === 'analyze.textEmpty') text = t('tools.errors.empty');
  else text = e?.message || t('tools.errors.failed');
  return (
    <p className="card tools-error" role="alert" data-testid="tools-error">
      {text}
    </p>
  );
}
