/**
 * Korean entries: Hangul words of the OpenSubtitles frequency list, with romanisation and standard
 * pronunciation from es-hangul. No open Korean dictionary is reachable here, so entries carry no
 * meanings of their own (only cross-language equivalents when some are derived).
 */
import { romanize, standardizePronunciation } from 'es-hangul';
import type { EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { computeKeys, newEntry } from './entry.js';

const HANGUL_WORD = /^[\uac00-\ud7a3]+$/;

function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

export function koreanEntry(word: string, rank: number): EntryRecord {
  const e = newEntry('ko', word);
  e.reading = safe(() => romanize(word), null);
  const std = safe(() => standardizePronunciation(word), word);
  e.pronA = std !== word ? `[${std}]` : null;
  e.pronB = e.reading;
  e.freqRank = rank;
  e.sources.push('mcw', 'es-hangul');
  e.keys = computeKeys(e);
  return e;
}

export function buildKorean(ctx: BuildContext, words: string[]): EntryRecord[] {
  ctx.use('es-hangul', () => ctx.pkgDir('es-hangul'));
  const entries: EntryRecord[] = [];
  words.forEach((w, i) => {
    if (HANGUL_WORD.test(w)) entries.push(koreanEntry(w, i + 1));
  });
  ctx.log(`[ko] ${entries.length} entries (frequency list only, no meanings)`);
  return entries;
}
