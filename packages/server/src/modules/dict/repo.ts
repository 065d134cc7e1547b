/** SQL of the dictionary besides search: entries, word lookup, search history and the new-words flag. */
import { LANGS } from '@qfl/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { EntryRow } from './presenter.js';

export const HISTORY_MAX = 50;
const KIND_ORDER = { exact: 0, lemma: 1, reading: 2 } as const;

export interface HistoryRow {
  id: number;
  query: string;
  lang: string;
  createdAt: number;
}

export interface NewWordRow {
  id: number;
  lang: string;
  headword: string;
  reading: string | null;
  meanings: string;
  addedAt: number;
}

/** Every function takes the executor it runs on (db or a transaction) first: db/executor.ts. */
export const dictRepo = {
  async entry(db: Executor, id: number): Promise<EntryRow | undefined> {
    return db.selectFrom('dict_entries').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The best entry whose headword, inflected form or reading equals `key`: exact first, then by frequency. */
  async lookup(db: Executor, key: string, lang: string | undefined): Promise<number | undefined> {
    // Name the languages: the index leads with lang, so "any language" is five index seeks.
    const rows = await db
      .selectFrom('dict_keys')
      .select(['entry_id', 'kind', 'rank'])
      .where('lang', 'in', lang ? [lang] : [...LANGS])
      .where('key', '=', key)
      // A word, not one of its meanings (those keys find words by what they mean, in search).
      .where('kind', '!=', 'meaning')
      .limit(200)
      .execute();
    const order = (kind: string) => KIND_ORDER[kind as keyof typeof KIND_ORDER] ?? 9;
    rows.sort((a, b) => order(a.kind) - order(b.kind) || a.rank - b.rank || a.entry_id - b.entry_id);
    return rows[0] ? rows[0].entry_id : undefined;
  },

  /**
   * The best entry for each of several (lang, key) pairs in one query (related words of an
   * entry): answers `lang:key` → id for the pairs the dictionary has.
   */
  async lookupMany(db: Executor, pairs: { lang: string; key: string }[]): Promise<Map<string, number>> {
    const found = new Map<string, { id: number; order: number; rank: number }>();
    if (pairs.length === 0) return new Map();
    const wanted = new Set(pairs.map((p) => `${p.lang}:${p.key}`));
    const rows = await db
      .selectFrom('dict_keys')
      .select(['lang', 'key', 'entry_id', 'kind', 'rank'])
      .where('lang', 'in', [...new Set(pairs.map((p) => p.lang))])
      .where('key', 'in', [...new Set(pairs.map((p) => p.key))])
      .limit(2000)
      .execute();
    for (const r of rows) {
      const k = `${r.lang}:${r.key}`;
      if (!wanted.has(k)) continue;
      const order = KIND_ORDER[r.kind as keyof typeof KIND_ORDER] ?? 9;
      const seen = found.get(k);
      if (!seen || order < seen.order || (order === seen.order && r.rank < seen.rank))
        found.set(k, { id: r.entry_id, order, rank: r.rank });
    }
    return new Map([...found].map(([k, v]) => [k, v.id]));
  },

  async inNewWords(db: Executor, userId: number, entryId: number): Promise<boolean> {
    const row = await db
      .selectFrom('user_words')
      .select('in_new_words')
      .where('user_id', '=', userId)
      .where('entry_id', '=', entryId)
      .executeTakeFirst();
    return row?.in_new_words === 1;
  },

  async setNewWords(db: Executor, userId: number, entryId: number, on: boolean, now: number): Promise<void> {
    const flag = on ? 1 : 0;
    // The next number of this user's insertion order: words added within one millisecond still
    // list newest first (seq breaks the added_at tie). Both databases accept the subquery here.
    const next = sql<number>`(select coalesce(max(s.seq), 0) + 1 from user_words s where s.user_id = ${userId})`;
    await db
      .insertInto('user_words')
      .values({ user_id: userId, entry_id: entryId, in_new_words: flag, added_at: now, seq: next })
      .onConflict((oc) =>
        oc.columns(['user_id', 'entry_id']).doUpdateSet(on ? { in_new_words: flag, added_at: now, seq: next } : { in_new_words: flag }),
      )
      .execute();
  },

  async newWords(db: Executor, userId: number, limit: number, offset: number): Promise<NewWordRow[]> {
    const rows = await db
      .selectFrom('user_words as w')
      .innerJoin('dict_entries as e', 'e.id', 'w.entry_id')
      .select(['e.id', 'e.lang', 'e.headword', 'e.reading', 'e.meanings', 'w.added_at'])
      .where('w.user_id', '=', userId)
      .where('w.in_new_words', '=', 1)
      .orderBy('w.added_at', 'desc')
      .orderBy('w.seq', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      lang: r.lang,
      headword: r.headword,
      reading: r.reading,
      meanings: r.meanings,
      addedAt: r.added_at,
    }));
  },

  async history(db: Executor, userId: number): Promise<HistoryRow[]> {
    const rows = await db
      .selectFrom('search_history')
      .select(['id', 'query', 'lang', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_MAX)
      .execute();
    return rows.map((r) => ({ id: r.id, query: r.query, lang: r.lang, createdAt: r.created_at }));
  },

  /** Records a look-up (again: it moves to the top, with a new id) and keeps the newest HISTORY_MAX. */
  async addHistory(db: Executor, userId: number, query: string, lang: string, now: number): Promise<HistoryRow> {
    return db.transaction().execute(async (tx) => {
      await tx.deleteFrom('search_history').where('user_id', '=', userId).where('lang', '=', lang).where('query', '=', query).execute();
      const row = await tx
        .insertInto('search_history')
        .values({ user_id: userId, query, lang, created_at: now })
        // A concurrent identical look-up may have won the race: then just refresh it.
        .onConflict((oc) => oc.columns(['user_id', 'lang', 'query']).doUpdateSet({ created_at: now }))
        .returning(['id', 'query', 'lang', 'created_at'])
        .executeTakeFirstOrThrow();
      const stale = await tx
        .selectFrom('search_history')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1000)
        .offset(HISTORY_MAX)
        .execute();
      if (stale.length > 0)
        await tx
          .deleteFrom('search_history')
          .where(
            'id',
            'in',
            stale.map((s) => s.id),
          )
          .execute();
      return { id: row.id, query: row.query, lang: row.lang, createdAt: row.created_at };
    });
  },

  async removeHistory(db: Executor, userId: number, id: number): Promise<boolean> {
    const res = await db.deleteFrom('search_history').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  async clearHistory(db: Executor, userId: number): Promise<number> {
    const res = await db.deleteFrom('search_history').where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};

export type DictRepo = typeof dictRepo;
