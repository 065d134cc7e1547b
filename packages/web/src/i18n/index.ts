/**
 * i18next set-up. The strings come in parts (parts.ts, build/locale-parts.ts): the entry carries
 * only zh's `base` (the public pages); every other part and language loads on demand, and each
 * page waits for the parts it needs (`stringsReady`, used by lazy-page.tsx), so the login page
 * does not carry every translation. `document.title` and `<html lang>` follow the current language.
 */
import { DEFAULT_UI_LANG, isLang, type UiLang, type UserInfo } from '@qfl/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyAntdLocale } from './antd-locale';
import { resolveInitialLang, storedLang } from './language';
import loaders from 'virtual:locale-loaders';
import zhBase from 'virtual:locale/zh-base';
import type zh from './locales/zh.json';
import type { LocalePart } from './parts';

export type Messages = typeof zh;

const loaded = new Map<string, Promise<void>>();

/** Loads one part of a language's strings once (a failure is forgotten: the next call retries). */
function ensurePart(lang: UiLang, part: LocalePart): Promise<void> {
  const key = `${lang}/${part}`;
  let p = loaded.get(key);
  if (!p) {
    p = loaders[lang][part]().then((mod) => {
      i18n.addResourceBundle(lang, 'translation', mod.default, true, true);
    });
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p;
}

/** What a page needs (lazy-page.tsx): `base` (public pages), `main` (the study tab) or `all`. */
export type PageStrings = 'base' | 'main' | 'all';

const PARTS: Record<PageStrings, LocalePart[]> = { base: ['base'], main: ['base', 'main'], all: ['base', 'main', 'social'] };

/** The parts a page needs in the current language, and in zh (the fallback of a missing key). */
export function stringsReady(need: PageStrings): Promise<void> {
  const langs = [...new Set<UiLang>(['zh', currentLanguage()])];
  return Promise.all(langs.flatMap((lang) => PARTS[need].map((part) => ensurePart(lang, part)))).then(() => undefined);
}

/** A language switch loads the parts already loaded in any language (and `base`). */
async function ensureLoaded(lang: UiLang): Promise<void> {
  const parts = new Set<LocalePart>(['base', ...[...loaded.keys()].map((k) => k.split('/')[1] as LocalePart)]);
  await Promise.all([...parts].map((part) => ensurePart(lang, part)));
}

let healing: Promise<void> | null = null;

/**
 * A key no loaded part has (a page that declared too few parts): load them all and render again,
 * so a raw key shows for a moment at most.
 */
function onMissingKey(): void {
  if (healing) return;
  healing = stringsReady('all')
    .then(() => i18n.changeLanguage(currentLanguage()))
    .then(() => undefined)
    .catch(() => {
      healing = null;
    });
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
    resources: { zh: { translation: zhBase } },
    lng: DEFAULT_UI_LANG,
    fallbackLng: DEFAULT_UI_LANG,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: onMissingKey,
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
