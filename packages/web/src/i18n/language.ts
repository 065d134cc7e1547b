/**
 * Which UI language to use and where the choice is remembered.
 * Order: the stored setting (localStorage `lang`), else the user's saved UI language,
 * else their native language, else the first of the browser's languages the app speaks, else zh.
 */
import { DEFAULT_UI_LANG, isLang, type UiLang, type UserInfo } from '@qfl/core';

const LANG_STORAGE_KEY = 'lang';

/**
 * The first of the browser's languages (BCP 47 tags, most preferred first) the app speaks,
 * matched by primary subtag: 'zh-TW' → zh, 'es-MX' → es; 'pt' is skipped; none → zh.
 */
export function pickBrowserLang(languages: readonly string[]): UiLang {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLang(primary)) return primary;
  }
  return DEFAULT_UI_LANG;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

export function resolveInitialLang(
  stored: string | null,
  user: Pick<UserInfo, 'uiLang' | 'nativeLang'> | null,
  browser: readonly string[] = browserLanguages(),
): UiLang {
  if (isLang(stored)) return stored;
  if (user && isLang(user.uiLang)) return user.uiLang;
  if (user && isLang(user.nativeLang)) return user.nativeLang;
  return pickBrowserLang(browser);
}

export function storedLang(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLang(lang: UiLang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  }
}
