/**
 * Which home the study tab opens for a first-time learner, once: a learner who has never
 * studied (no memory card) and has no active book is new; a self learner gets
 * the self-study home, everyone else the new-learner home. That it was shown is kept per user
 * in localStorage `firstRunHome` (a list of user ids), so the study tab stays reachable.
 */
import type { Identity, Today } from '@qfl/core';
import { STUDY_HOME_PATHS } from '../study-tab/paths';

export const FIRST_RUN_STORAGE_KEY = 'firstRunHome';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function isFirstRun(today: Pick<Today, 'started' | 'activeBook'>): boolean {
  return !today.started && today.activeBook === null;
}

export function firstRunHome(identity: Identity | null): string {
  return identity === 'self_learner' ? STUDY_HOME_PATHS.self : STUDY_HOME_PATHS.newIndex;
}

export function parseShownUsers(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function firstRunShown(userId: number, store?: KeyValueStore): boolean {
  try {
    return parseShownUsers((store ?? localStorage).getItem(FIRST_RUN_STORAGE_KEY)).includes(userId);
  } catch {
    return false;
  }
}

export function rememberFirstRun(userId: number, store?: KeyValueStore): void {
  try {
    const s = store ?? localStorage;
    const shown = parseShownUsers(s.getItem(FIRST_RUN_STORAGE_KEY));
    if (!shown.includes(userId)) s.setItem(FIRST_RUN_STORAGE_KEY, JSON.stringify([...shown, userId]));
  } catch {
    // Storage can throw (quota, private mode): the home may then show once more, nothing worse.
  }
}

/** Where the study tab should send this learner now, or null to stay. */
export function firstRunRedirect(
  today: Pick<Today, 'started' | 'activeBook'>,
  user: { id: number; identity: Identity | null },
  store?: KeyValueStore,
): string | null {
  if (firstRunShown(user.id, store) || !isFirstRun(today)) return null;
  return firstRunHome(user.identity);
}
