/**
 * How search hits are ordered: exact headword, then inflected form (lemma), then reading, then
 * meaning (a word that means what was typed, in another language: comer → 吃), then prefix; ties by frequency rank (lower is more frequent; unranked entries carry a rank after
 * every ranked one), then shorter key. So with no language preferred, an exact headword in one
 * language ranks above another language's near match (勉強 in Japanese above Chinese 勉强, whose
 * traditional form it is). With a preferred language (the one being learned), exact and lemma
 * hits of every language lead (preferred first), then the preferred language's reading and
 * prefix hits, then the rest. A dictionary form guessed from a kana form (みず → みる) is a reading
 * hit after the words read exactly so; romaji hits are readings when the search is for Japanese,
 * else they follow every prefix hit.
 */
import { MATCH_KINDS as KINDS, type MatchKind } from '@qfl/core';
import type { KeyRow } from './search-store.js';

export interface Candidate {
  entryId: number;
  lang: string;
  /** Index into MATCH_KINDS. */
  cls: number;
  rank: number;
  key: string;
}

export const MATCH_KINDS: readonly MatchKind[] = KINDS;
const LEMMA = 1;
const READING = 2;
const MEANING = 3;
const PREFIX = 4;
/** Below every prefix hit: romaji hits in a search not meant for Japanese (reported as prefix). */
const TRANSLITERATED = 5;
/** Added to the rank of a hit found by deinflecting a kana form: it follows the direct hits of its class. */
const DEINFLECTED = 1e9;
const KANA_ONLY = /^[\u3041-\u30ff]+$/;
const CLASS_OF_KIND: Record<string, number> = { exact: 0, lemma: LEMMA, reading: READING, meaning: MEANING };

function better(a: Candidate, b: Candidate): boolean {
  return a.cls !== b.cls ? a.cls < b.cls : a.rank < b.rank;
}

export function compareBase(a: Candidate, b: Candidate): number {
  return (
    a.cls - b.cls || a.rank - b.rank || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || a.entryId - b.entryId
  );
}

export function comparator(prefer: string | undefined): (a: Candidate, b: Candidate) => number {
  if (!prefer) return compareBase;
  const tier = (c: Candidate) => (c.cls <= LEMMA ? 0 : 1);
  const own = (c: Candidate) => (c.lang === prefer ? 0 : 1);
  return (a, b) => tier(a) - tier(b) || own(a) - own(b) || compareBase(a, b);
}

/** The best candidate per entry, then the `limit` best overall. */
export function pickBest(cands: Iterable<Candidate>, limit: number, compare: (a: Candidate, b: Candidate) => number): Candidate[] {
  const best = new Map<number, Candidate>();
  for (const c of cands) {
    const seen = best.get(c.entryId);
    if (!seen || better(c, seen)) best.set(c.entryId, c);
  }
  return [...best.values()].sort(compare).slice(0, limit);
}

/** Key rows to candidates: a key equal to the query takes its kind's class, any other is a prefix match. */
export function toCandidates(rows: KeyRow[], query: string, lang: string, out: Candidate[]): void {
  for (const r of rows) {
    const equal = r.key === query;
    // Inflected forms and meanings only count when typed in full: a prefix of "went" should not offer "go".
    if (!equal && (r.kind === 'lemma' || r.kind === 'meaning')) continue;
    out.push({ entryId: r.entry_id, lang, cls: equal ? (CLASS_OF_KIND[r.kind] ?? PREFIX) : PREFIX, rank: r.rank, key: r.key });
  }
}

/** The candidate as a reading hit if it was an exact one (found through another spelling of the query). */
export function atMostReading(c: Candidate): Candidate {
  return c.cls < READING ? { ...c, cls: READING } : c;
}

/**
 * Rows found for a dictionary form that deinflection derived from the query: each counts as an
 * inflected-form hit, after the forms the dictionary lists (見せて: 見せる before 見る).
 */
export function toLemmaCandidates(rows: KeyRow[], lang: string, out: Candidate[]): void {
  for (const r of rows) {
    // Found through a reading or a kana spelling (a form typed in kana, いってきます → いる): a guess from sound alone, so it
    // ranks with the reading hits, after every word read exactly so (みず is 水 before 見る).
    const viaReading = r.kind === 'reading' || KANA_ONLY.test(r.key);
    out.push({
      entryId: r.entry_id,
      lang,
      cls: viaReading ? READING : LEMMA,
      rank: r.rank + DEINFLECTED,
      key: r.key,
    });
  }
}

/**
 * Class of a hit through a transliterated key (romaji → kana): a reading hit when the query is
 * meant for that language (filtered to it, or it is the one being learned), else after every
 * prefix hit, so English words that happen to be romaji (tame, no) keep their results.
 */
export function transliteratedClass(lang: string, onlyLang: string | undefined, preferLang: string | undefined): number {
  return lang === onlyLang || lang === preferLang ? READING : TRANSLITERATED;
}

/** Rows found for a transliterated key: whole matches only (no inflected-form keys), all in class `cls`. */
export function toReadingCandidates(rows: KeyRow[], lang: string, out: Candidate[], cls: number, deinflected = false): void {
  for (const r of rows) {
    if (r.kind === 'lemma') continue;
    out.push({ entryId: r.entry_id, lang, cls, rank: r.rank + (deinflected ? DEINFLECTED : 0), key: r.key });
  }
}
