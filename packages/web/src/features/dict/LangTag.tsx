/** A small tag naming a word's language (English, 中文 ...), in the UI language. */
import { LANGS, type Lang } from '@qfl/core';
import { useTranslation } from 'react-i18next';

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

export function LangTag({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <span className={`lang-tag lang-tag--${lang}`} lang="">
      {isLang(lang) ? t(`langs.${lang}`) : lang}
    </span>
  );
}
