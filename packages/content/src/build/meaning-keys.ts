/**
 * Search keys by meaning (@qfl/core `rules/meaning-keys.ts`): every entry ranked up to
 * MEANING_KEY_MAX_RANK gets a key of kind `meaning` per word of its first meanings in each other
 * language, so a learner finds 吃 by typing "comer", "eat" or "食べる". Runs after every step that
 * sets meanings (native meanings included), before the files are written.
 */
import { type Lang, MEANING_KEY_MAX_RANK, meaningKeys } from '@qfl/core';
import type { EntryRecord } from '../types.js';

/** Adds the keys; returns how many it added. */
export function addMeaningKeys(byLang: Record<Lang, EntryRecord[]>): number {
  let added = 0;
  for (const entries of Object.values(byLang))
    for (const e of entries) {
      if (e.freqRank === null || e.freqRank > MEANING_KEY_MAX_RANK) continue;
      for (const key of meaningKeys(e.lang, e.meanings)) {
        e.keys.push({ key, kind: 'meaning' });
        added++;
      }
    }
  return added;
}
