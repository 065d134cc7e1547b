/**
 * Which UI language to use and where the choice is remembered.
 * Order: the stored setting (localStorage `lang`), else the user's saved UI language,
 * else their native language, else zh.
 */
import { DEFAULT_UI_LANG, UI_LANGS, type UiLang, type UserInfo } from '@qfl/core';

export const LANG_STORAGE_KEY = 'lang';

export function isUiLang(value: unknown): value is UiLang {
  return typeof value === 'string' && (UI_LANGS as readonly string[]).includes(value);
}

export function resolveInitialLang(stored: string | null, user: Pick<UserInfo, 'uiLang' | 'nativeLang'> | null): UiLang {
  if (isUiLang(stored)) return stored;
  if (user && isUiLang(user.uiLang)) return user.uiLang;
  if (user && isUiLang(user.nativeLang)) return user.nativeLang;
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
