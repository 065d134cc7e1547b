/**
 * The session as the spec keeps it in localStorage: `token`, `refreshToken` and `userInfo`
 * (JSON). Reads are validated: a corrupt or foreign `userInfo` is treated as absent.
 */
import { IDENTITIES, UI_LANGS, type UserInfo } from '@qfl/core';

export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_INFO_KEY = 'userInfo';

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  userInfo: UserInfo | null;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isNullableOf<T extends string>(value: unknown, allowed: readonly T[]): boolean {
  return value === null || (typeof value === 'string' && (allowed as readonly string[]).includes(value));
}

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.id === 'number' &&
    typeof v.phone === 'string' &&
    (v.nickname === null || typeof v.nickname === 'string') &&
    isNullableOf(v.identity, IDENTITIES) &&
    isNullableOf(v.nativeLang, UI_LANGS) &&
    isNullableOf(v.learningLang, UI_LANGS) &&
    isNullableOf(v.uiLang, UI_LANGS) &&
    (v.level === null || typeof v.level === 'number');
  return ok ? (value as UserInfo) : null;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can throw (quota, private mode); the in-memory store still holds the session.
    return fallback;
  }
}

export function readStoredSession(store: KeyValueStore = localStorage): StoredSession {
  return safe(
    () => ({
      token: store.getItem(TOKEN_KEY) || null,
      refreshToken: store.getItem(REFRESH_TOKEN_KEY) || null,
      userInfo: parseUserInfo(store.getItem(USER_INFO_KEY)),
    }),
    { token: null, refreshToken: null, userInfo: null },
  );
}

export function writeStoredSession(session: StoredSession, store: KeyValueStore = localStorage): void {
  safe(() => {
    const entries: [string, string | null][] = [
      [TOKEN_KEY, session.token],
      [REFRESH_TOKEN_KEY, session.refreshToken],
      [USER_INFO_KEY, session.userInfo ? JSON.stringify(session.userInfo) : null],
    ];
    for (const [key, value] of entries) {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    }
  }, undefined);
}

export function clearStoredSession(store: KeyValueStore = localStorage): void {
  writeStoredSession({ token: null, refreshToken: null, userInfo: null }, store);
}
