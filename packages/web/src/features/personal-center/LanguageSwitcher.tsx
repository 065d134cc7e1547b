/** The five UI languages, each named in its own language; the current one is checked. */
import { UI_LANGS } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { changeLanguage } from './change-language';

export function LanguageSwitcher() {
  const { t } = useTranslation(); // re-renders on every language change
  const current = currentLanguage();
  return (
    <fieldset className="lang-options" data-testid="lang-switcher">
      <legend className="sr-only">{t('uiLang.title')}</legend>
      {UI_LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          aria-pressed={lang === current}
          lang={lang}
          className="lang-option"
          onClick={() => void changeLanguage(lang)}
          data-testid={`lang-${lang}`}
        >
          {t(`endonyms.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}
