/**
 * i18next set-up. zh (the source language) is bundled; the other four load on demand,
 * so the login page does not carry every translation. `document.title` and `<html lang>`
 * follow the current language.
 */
import { DEFAULT_UI_LANG, type UiLang } from '@qfl/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

function followDocument(lang: string): void {
  document.documentElement.lang = lang;
  document.title = i18n.t('app.title');
}

/** Switches every visible string at once (react-i18next re-renders on languageChanged). */
export async function setLanguage(lang: UiLang): Promise<void> {
  await ensureLoaded(lang);
  await i18n.changeLanguage(lang);
}

export function currentLanguage(): UiLang {
  const lang = i18n.language;
  return lang === 'en' || lang === 'ja' || lang === 'ko' || lang === 'es' ? lang : 'zh';
}

export async function initI18n(lang: UiLang): Promise<void> {
  i18n.on('languageChanged', followDocument);
  await i18n.use(initReactI18next).init({
    resources: { zh: { translation: zh } },
    lng: DEFAULT_UI_LANG,
    fallbackLng: DEFAULT_UI_LANG,
    interpolation: { escapeValue: false },
  });
  followDocument(DEFAULT_UI_LANG);
  if (lang !== DEFAULT_UI_LANG) {
    // A language file that fails to load leaves the app usable in zh rather than blank.
    await setLanguage(lang).catch(() => undefined);
  }
}

export { i18n };
