/** Dictionary reads of the quick tools (entries by id or headword, words sharing a root or a character). */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

export interface EntryLite {
  id: number;
  headword: string;
  reading: string | null;
  meanings: string;
  roots: string;
  forms: string;
  equivalents: string;
  pos: string;
}

const COLS = ['id', 'headword', 'reading', 'meanings', 'roots', 'forms', 'equivalents', 'pos'] as const;

export async function entriesByIds(db: Executor, ids: readonly number[]): Promise<Map<number, EntryLite>> {
  const out = new Map<number, EntryLite>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('dict_entries')
    .select(COLS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const r of rows) out.set(r.id, r);
  return out;
}

/** The most frequent live entry written exactly `headword`. */
export async function entryByHeadword(db: Executor, lang: string, headword: string): Promise<EntryLite | null> {
  const row = await db
    .selectFrom('dict_entries')
    .select(COLS)
    .where('lang', '=', lang)
    .where('headword', '=', headword)
    .where('retired_at', 'is', null)
    .orderBy(sql`freq_rank is null`)
    .orderBy('freq_rank')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** LIKE pattern with its wildcards escaped (escape character `\`). */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Live entries of `lang` whose JSON column `column` contains `needle` (as a substring of its text),
 * most frequent first, the entry `exceptId` left out.
 */
export async function entriesContaining(
  db: Executor,
  lang: string,
  column: 'headword' | 'roots' | 'forms',
  needle: string,
  limit: number,
  exceptId?: number,
): Promise<{ id: number; headword: string; reading: string | null }[]> {
  let q = db
    .selectFrom('dict_entries')
    .select(['id', 'headword', 'reading'])
    .where('lang', '=', lang)
    .where(sql<boolean>`${sql.ref(column)} like ${`%${likeEscape(needle)}%`} escape '\\'`)
    .where('retired_at', 'is', null);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  const rows = await q.orderBy(sql`freq_rank is null`).orderBy('freq_rank').orderBy('id').limit(limit).execute();
  return rows;
}
