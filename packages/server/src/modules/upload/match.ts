/**
 * Finds the dictionary entry of each uploaded word: the exact headword first (as typed, then
 * lower-cased), then any search key of the language (readings such as たべる, inflected forms such
 * as "went") — always the most frequent entry when several share it. Two lookups, each on an
 * index ((lang, headword), then (lang, key)), never one query per word:
 *   - PostgreSQL: 500 words per query (`in (…)`), the event loop free between them;
 *   - SQLite: all the words of a chunk (2,000) in one query per lookup, passed as one JSON array
 *     (`json_each`). A query of 500 parameters cost more to compile than its lookups (in the
 *     upload thread, ~0.45 s of a 100,000-row preview against ~0.12 s this way); one query of
 *     two parameters is a few milliseconds of the request thread, which now matches each chunk
 *     while the upload thread reads the next.
 */
import { type Executor, isPostgres, yieldToEventLoop } from '../../db/executor.js';
import { type HeadRow, type KeyRow, uploadsRepo } from './repo.js';

const CHUNK = 500;

/** The lookups of one language: headwords and search keys among `words`. */
interface Lookups {
  heads(words: string[]): Promise<HeadRow[]> | HeadRow[];
  keys(words: string[]): Promise<KeyRow[]> | KeyRow[];
}

/** Entry id per distinct text (texts the dictionary does not know are absent). */
async function resolve(texts: readonly string[], lookups: Lookups): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const wanted = [...new Set(texts)];
  const byLower = new Map<string, string[]>();
  for (const t of wanted) {
    const low = t.toLowerCase();
    const same = byLower.get(low);
    if (same) same.push(t);
    else byLower.set(low, [t]);
  }

  // 1. Headwords, as typed or lower-cased; the most frequent entry wins.
  const best = new Map<string, { id: number; rank: number }>();
  for (const r of await lookups.heads([...new Set([...wanted, ...byLower.keys()])])) {
    const rank = r.freq_rank ?? Number.MAX_SAFE_INTEGER;
    const prev = best.get(r.headword);
    if (!prev || rank < prev.rank) best.set(r.headword, { id: Number(r.id), rank });
  }
  for (const t of wanted) {
    const hit = best.get(t) ?? best.get(t.toLowerCase());
    if (hit) found.set(t, hit.id);
  }

  // 2. Search keys (readings, forms) for the rest.
  const rest = [...new Set(wanted.filter((t) => !found.has(t)).map((t) => t.toLowerCase()))];
  if (rest.length === 0) return found;
  const keyBest = new Map<string, { id: number; rank: number }>();
  for (const r of await lookups.keys(rest)) {
    const prev = keyBest.get(r.key);
    if (!prev || r.rank < prev.rank) keyBest.set(r.key, { id: Number(r.entry_id), rank: r.rank });
  }
  for (const low of rest) {
    const hit = keyBest.get(low);
    if (hit === undefined) continue;
    for (const t of byLower.get(low) ?? []) if (!found.has(t)) found.set(t, hit.id);
  }
  return found;
}

/** Entry id per distinct text (texts the dictionary does not know are absent). */
export function matchEntries(db: Executor, lang: string, texts: readonly string[]): Promise<Map<string, number>> {
  return isPostgres(db) ? matchInLists(db, lang, texts) : matchJsonArray(db, lang, texts);
}

/** 500 words per `in (…)` query, the event loop free between them (any database; PostgreSQL's path). */
export function matchInLists(db: Executor, lang: string, texts: readonly string[]): Promise<Map<string, number>> {
  return resolve(texts, {
    async heads(words) {
      const out: HeadRow[] = [];
      for (let i = 0; i < words.length; i += CHUNK) {
        await yieldToEventLoop();
        const rows = await uploadsRepo.headwordsIn(db, lang, words.slice(i, i + CHUNK));
        out.push(...rows);
      }
      return out;
    },
    async keys(words) {
      const out: KeyRow[] = [];
      for (let i = 0; i < words.length; i += CHUNK) {
        await yieldToEventLoop();
        const rows = await uploadsRepo.keysIn(db, lang, words.slice(i, i + CHUNK));
        out.push(...rows);
      }
      return out;
    },
  });
}

/** SQLite: one query per lookup, the words as one JSON array. */
export function matchJsonArray(db: Executor, lang: string, texts: readonly string[]): Promise<Map<string, number>> {
  return resolve(texts, {
    heads: (words) => uploadsRepo.headwordsInJson(db, lang, words),
    keys: (words) => uploadsRepo.keysInJson(db, lang, words),
  });
}
