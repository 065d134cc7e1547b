/** The five UI languages, each named in its own language; the current one is marked (check, aria-current). */
import { UI_LANGS } from '@qfl/core';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { changeLanguage } from './change-language';
import './personal-center.css';

export function LanguageSwitcher() {
  const { t } = useTranslation(); // re-renders on every language change
  const current = currentLanguage();
  return (
    <fieldset className="lang-options" data-testid="lang-switcher">
      <legend className="sr-only">{t('uiLang.title')}</legend>
      {UI_LANGS.map((lang) => {
        const isCurrent = lang === current;
        return (
          <button
            key={lang}
            type="button"
            aria-pressed={isCurrent}
            aria-current={isCurrent ? 'true' : undefined}
            lang={lang}
            className={isCurrent ? 'lang-option lang-option--current' : 'lang-option'}
            onClick={() => void changeLanguage(lang)}
            data-testid={`lang-${lang}`}
          >
            {isCurrent && <CheckOutline className="lang-option__check" aria-hidden="true" />}
            {t(`endonyms.${lang}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
