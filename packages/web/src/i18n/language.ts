/**
 * Which UI language to use and where the choice is remembered.
 * Order: the stored setting (localStorage `lang`), else the user's saved UI language,
 * else their native language, else zh.
 */
import { DEFAULT_UI_LANG, isLang, type UiLang, type UserInfo } from '@qfl/core';

const LANG_STORAGE_KEY = 'lang';

export function resolveInitialLang(stored: string | null, user: Pick<UserInfo, 'uiLang' | 'nativeLang'> | null): UiLang {
  if (isLang(stored)) return stored;
  if (user && isLang(user.uiLang)) return user.uiLang;
  if (user && isLang(user.nativeLang)) return user.nativeLang;
  return DEFAULT_UI_LANG;
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
