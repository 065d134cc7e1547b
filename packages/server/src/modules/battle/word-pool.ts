/**
 * The new words a battle draws from, per band of levels. Reading them for every room (three
 * windows of 120 book items with their meanings, then the entries again) was most of a room's
 * setup: when a thousand rooms open at once, on PostgreSQL that held the event loop for seconds
 * while other rooms were playing. The built-in content only changes on restart, so each band's
 * pool is read once and kept for a minute (bounded by count and age, like the dictionary's
 * caches); a room draws its words at random from it. Concurrent rooms of a band share one read.
 */
import { type Rng, shuffled } from '@qfl/core';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/executor.js';
import { examWords } from '../exam/content.js';
import { type EntryRow, entriesById } from '../study/words.js';
import type { Band } from './questions.js';

/** New words of a band, `want` of them at most, with their dictionary entries. */
export type FreshWords = (band: Band, want: number, rng: Rng) => Promise<EntryRow[]>;

/** How many words a band's pool holds (the exam picker's three windows of 120 items at most). */
const POOL_SIZE = 360;
const TTL_MS = 60_000;

async function readFresh(db: Executor, band: Band, want: number, rng: Rng): Promise<EntryRow[]> {
  const words = await examWords(db, band, ['en'], want, rng);
  const entries = await entriesById(
    db,
    words.map((w) => w.entryId),
  );
  return words.map((w) => entries.get(w.entryId)).filter((e): e is EntryRow => e !== undefined);
}

/** Reads the words for every room (tests, one-off uses). */
export const uncachedFreshWords =
  (db: Executor): FreshWords =>
  (band, want, rng) =>
    readFresh(db, band, want, rng);

/** One pool per band, read once a minute at most. */
export function cachedFreshWords(db: Executor): FreshWords {
  const pools = new LRUCache<string, Promise<EntryRow[]>>({ max: 500, ttl: TTL_MS });
  return async (band, want, rng) => {
    const key = `${band.lang}:${band.levelFrom}:${band.levelTo}`;
    let pool = pools.get(key);
    if (!pool) {
      pool = readFresh(db, band, POOL_SIZE, Math.random);
      pools.set(key, pool);
      // A failed read is not kept: the next room tries again.
      pool.catch(() => pools.delete(key));
    }
    return shuffled(await pool, rng).slice(0, want);
  };
}
