/**
 * i18next set-up. zh (the source language) is bundled; the other four load on demand,
 * so the login page does not carry every translation. `document.title` and `<html lang>`
 * follow the current language.
 */
import { DEFAULT_UI_LANG, isLang, type UiLang, type UserInfo } from '@qfl/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyAntdLocale } from './antd-locale';
import { resolveInitialLang, storedLang } from './language';
import zh from './locales/zh.json';

export type Messages = typeof zh;

const loaders: Record<Exclude<UiLang, 'zh'>, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
  ko: () => import('./locales/ko.json'),
  es: () => import('./locales/es.json'),
};

async function ensureLoaded(lang: UiLang): Promise<void> {
  if (lang === 'zh' || i18n.hasResourceBundle(lang, 'translation')) return;
  const mod = await loaders[lang]();
  i18n.addResourceBundle(lang, 'translation', mod.default, true, true);
}

function followDocument(): void {
  const lang = currentLanguage();
  document.documentElement.lang = lang;
  document.title = i18n.t('app.title');
  void applyAntdLocale(lang);
}

/** Switches every visible string at once (react-i18next re-renders on languageChanged). */
export async function setLanguage(lang: UiLang): Promise<void> {
  await ensureLoaded(lang);
  await i18n.changeLanguage(lang);
}

export function currentLanguage(): UiLang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_UI_LANG;
}

export async function initI18n(lang: UiLang): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { zh: { translation: zh } },
    lng: DEFAULT_UI_LANG,
    fallbackLng: DEFAULT_UI_LANG,
    interpolation: { escapeValue: false },
  });
  if (lang !== DEFAULT_UI_LANG) {
    // A language file that fails to load leaves the app usable in zh rather than blank.
    await setLanguage(lang).catch(() => undefined);
  }
  // The page follows from here on. Not before: a passing zh on the way to another language would
  // flip <html lang> (the Chinese font order, the title) and back, moving the static shell's text.
  i18n.on('languageChanged', followDocument);
  followDocument();
}

/**
 * After sign-in or a settings change: with no language chosen on this device, follow the
 * user's saved UI language or native language.
 */
export async function followUserLanguage(user: Pick<UserInfo, 'uiLang' | 'nativeLang'>): Promise<void> {
  if (storedLang()) return;
  const lang = resolveInitialLang(null, user);
  if (lang !== currentLanguage()) await setLanguage(lang).catch(() => undefined);
}

export { i18n };
