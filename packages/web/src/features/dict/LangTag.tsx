/** A small tag naming a word's language (English, 中文 ...), in the UI language. */
import { isLang } from '@qfl/core';
import { useTranslation } from 'react-i18next';

export function LangTag({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <span className={`lang-tag lang-tag--${lang}`} lang="">
      {isLang(lang) ? t(`langs.${lang}`) : lang}
    </span>
  );
}
