/**
 * Finds the dictionary entry of each uploaded word: the exact headword first (as typed, then
 * lower-cased), then any search key of the language (readings such as たべる, inflected forms such
 * as "went") — always the most frequent entry when several share it. Words are looked up 500 at a
 * time on the (lang, headword) and (lang, key) indexes, so a 100,000-word file costs a few
 * hundred indexed queries, never one per word, with the event loop free between them.
 */
import { sql } from 'kysely';
import { type Executor, yieldToEventLoop } from '../../db/executor.js';

const CHUNK = 500;

/** Entry id per distinct text (texts the dictionary does not know are absent). */
export async function matchEntries(db: Executor, lang: string, texts: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const wanted = [...new Set(texts)];
  const byLower = new Map<string, string[]>();
  for (const t of wanted) {
    const low = t.toLowerCase();
    byLower.set(low, [...(byLower.get(low) ?? []), t]);
  }

  // 1. Headwords, as typed or lower-cased; the most frequent entry wins.
  const heads = [...new Set([...wanted, ...byLower.keys()])];
  const best = new Map<string, { id: number; rank: number }>();
  for (let i = 0; i < heads.length; i += CHUNK) {
    await yieldToEventLoop();
    const rows = await db
      .selectFrom('dict_entries')
      .select(['id', 'headword', 'freq_rank'])
      .where('lang', '=', lang)
      .where('headword', 'in', heads.slice(i, i + CHUNK))
      .where('retired_at', 'is', null)
      .execute();
    for (const r of rows) {
      const rank = r.freq_rank ?? Number.MAX_SAFE_INTEGER;
      const prev = best.get(r.headword);
      if (!prev || rank < prev.rank) best.set(r.headword, { id: Number(r.id), rank });
    }
  }
  for (const t of wanted) {
    const hit = best.get(t) ?? best.get(t.toLowerCase());
    if (hit) found.set(t, hit.id);
  }

  // 2. Search keys (readings, forms) for the rest.
  const rest = [...new Set(wanted.filter((t) => !found.has(t)).map((t) => t.toLowerCase()))];
  for (let i = 0; i < rest.length; i += CHUNK) {
    await yieldToEventLoop();
    const part = rest.slice(i, i + CHUNK);
    // No ORDER BY: sorting by rank would make the planner walk the rank index of the whole
    // language; the best rank per key is picked here instead.
    const rows = await sql<{ key: string; entry_id: number; rank: number }>`
      select k.key, k.entry_id, k.rank from dict_keys k
      where k.lang = ${lang} and k.key in (${sql.join(part)}) and k.kind <> 'lemma'`.execute(db);
    const keyBest = new Map<string, { id: number; rank: number }>();
    for (const r of rows.rows) {
      const prev = keyBest.get(r.key);
      if (!prev || r.rank < prev.rank) keyBest.set(r.key, { id: Number(r.entry_id), rank: r.rank });
    }
    for (const [low, originals] of byLower) {
      const hit = keyBest.get(low);
      if (hit === undefined) continue;
      for (const t of originals) if (!found.has(t)) found.set(t, hit.id);
    }
  }
  return found;
}
