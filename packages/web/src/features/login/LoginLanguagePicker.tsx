/**
 * The visitor's language picker on the login screen: a compact native select showing the
 * current language by its own name. A choice is remembered on this device like any other.
 */
import { UI_LANGS, type UiLang } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { changeLanguage } from '../personal-center/change-language';

export function LoginLanguagePicker() {
  const { t } = useTranslation(); // re-renders on every language change
  const current = currentLanguage();
  return (
    <label className="login-lang">
      <span className="sr-only">{t('uiLang.title')}</span>
      <svg className="login-lang__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <select
        className="login-lang__select"
        value={current}
        onChange={(event) => void changeLanguage(event.target.value as UiLang)}
        data-testid="login-lang"
      >
        {UI_LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`endonyms.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
