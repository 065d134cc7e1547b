/**
 * The SQL behind search-as-you-type: an equality seek and a prefix range scan on the dict_keys
 * indexes, and a batch read of entry summaries. On SQLite the statements are prepared once on a read-only connection of
 * their own (WAL lets it read beside the writer; Kysely would re-prepare on every call); on
 * PostgreSQL the SQL text is fixed once and run through Kysely's pool (no query building per call).
 */
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { limitCache, READER_CACHE_KIB } from '../../db/sqlite-cache.js';

export interface KeyRow {
  key: string;
  kind: string;
  entry_id: number;
  rank: number;
}

export interface SummaryRow {
  id: number;
  lang: string;
  headword: string;
  reading: string | null;
  freq_rank: number | null;
  meanings: string;
}

export interface SearchStore {
  /** Keys of one language equal to `key` (headword, inflected form or reading). */
  exactKeys(lang: string, key: string): Promise<KeyRow[]>;
  /** For a small range: the keys equal to `key` (any kind) first, then the `limit` most frequent keys it prefixes. */
  smallRange(lang: string, key: string, hi: string, limit: number): Promise<KeyRow[]>;
  /** How many keys lie strictly between `key` and `hi`, counting no further than `cap`. */
  countPrefixed(lang: string, key: string, hi: string, cap: number): Promise<number>;
  /**
   * Headword and reading keys (not inflected forms) strictly between `key` and `hi`, most
   * frequent first. `dense`: the range is large, walk the rank-ordered index instead of sorting.
   */
  prefixedByRank(lang: string, key: string, hi: string, limit: number, dense: boolean): Promise<KeyRow[]>;
  /** Entry summaries for search hits, in no particular order. */
  summaries(ids: number[]): Promise<SummaryRow[]>;
  close(): void;
}

const KEY_COLUMNS = 'key, kind, entry_id, rank';
const SUMMARY_COLUMNS = 'id, lang, headword, reading, freq_rank, meanings';
const PREFIX_WHERE = "lang = ? and key > ? and key < ? and kind <> 'lemma'";

/** The SQLite statements (indexes from migration 002), exported so the benchmark can time them bare. */
export const sqliteSql = {
  exact: `select ${KEY_COLUMNS} from dict_keys indexed by dict_keys_lookup where lang = ? and key = ?`,
  // Parameters: lang, key, hi, key, key, limit.
  small: `select ${KEY_COLUMNS} from dict_keys indexed by dict_keys_lookup
    where lang = ? and key >= ? and key < ? and (kind <> 'lemma' or key = ?) order by key = ? desc, rank limit ?`,
  count: 'select count(*) from (select 1 from dict_keys indexed by dict_keys_lookup where lang = ? and key > ? and key < ? limit ?)',
  prefixed: `select ${KEY_COLUMNS} from dict_keys indexed by dict_keys_lookup where ${PREFIX_WHERE} order by rank limit ?`,
  prefixedDense: `select ${KEY_COLUMNS} from dict_keys indexed by dict_keys_by_rank where ${PREFIX_WHERE} order by rank limit ?`,
  summaries: `select ${SUMMARY_COLUMNS} from dict_entries where id in (select value from json_each(?))`,
} as const;

// PostgreSQL: the lookup index uses text_pattern_ops, which serves the ~op~ (byte order) operators;
// its planner picks the key-ordered or the rank-ordered index by itself.
const PG_PREFIX_WHERE = "lang = $1 and key ~>~ $2 and key ~<~ $3 and kind <> 'lemma'";
const pgSql = {
  exact: `select ${KEY_COLUMNS} from dict_keys where lang = $1 and key = $2`,
  small: `select ${KEY_COLUMNS} from dict_keys
    where lang = $1 and key ~>=~ $2 and key ~<~ $3 and (kind <> 'lemma' or key = $2) order by (key = $2) desc, rank limit $4`,
  count: 'select count(*)::int as n from (select 1 from dict_keys where lang = $1 and key ~>~ $2 and key ~<~ $3 limit $4) t',
  prefixed: `select ${KEY_COLUMNS} from dict_keys where ${PG_PREFIX_WHERE} order by rank limit $4`,
  summaries: `select ${SUMMARY_COLUMNS} from dict_entries where id = any($1::bigint[])`,
} as const;

export function sqliteSearchStore(path: string): SearchStore {
  const conn = new SQLite(path, { readonly: true, fileMustExist: true });
  conn.pragma('busy_timeout = 5000');
  limitCache(conn, READER_CACHE_KIB);
  const exact = conn.prepare<[string, string], KeyRow>(sqliteSql.exact);
  const small = conn.prepare<[string, string, string, string, string, number], KeyRow>(sqliteSql.small);
  const count = conn.prepare<[string, string, string, number], number>(sqliteSql.count).pluck();
  const prefixed = conn.prepare<[string, string, string, number], KeyRow>(sqliteSql.prefixed);
  const prefixedDense = conn.prepare<[string, string, string, number], KeyRow>(sqliteSql.prefixedDense);
  const summaries = conn.prepare<[string], SummaryRow>(sqliteSql.summaries);
  return {
    exactKeys: async (lang, key) => exact.all(lang, key),
    smallRange: async (lang, key, hi, limit) => small.all(lang, key, hi, key, key, limit),
    countPrefixed: async (lang, key, hi, cap) => count.get(lang, key, hi, cap) ?? 0,
    prefixedByRank: async (lang, key, hi, limit, dense) => (dense ? prefixedDense : prefixed).all(lang, key, hi, limit),
    summaries: async (ids) => (ids.length === 0 ? [] : summaries.all(JSON.stringify(ids))),
    close: () => conn.close(),
  };
}

/** Through Kysely: PostgreSQL always, SQLite only when the database lives in memory. */
export function kyselySearchStore(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): SearchStore {
  const run = async <R>(text: string, params: unknown[]) => (await db.executeQuery<R>(CompiledQuery.raw(text, params))).rows;
  if (dialect === 'sqlite') {
    const q = sqliteSql;
    return {
      exactKeys: (lang, key) => run<KeyRow>(q.exact, [lang, key]),
      smallRange: (lang, key, hi, limit) => run<KeyRow>(q.small, [lang, key, hi, key, key, limit]),
      countPrefixed: async (lang, key, hi, cap) => {
        const [row] = await run<Record<string, number>>(q.count.replace('count(*)', 'count(*) as n'), [lang, key, hi, cap]);
        return Number(row?.n ?? 0);
      },
      prefixedByRank: (lang, key, hi, limit, dense) => run<KeyRow>(dense ? q.prefixedDense : q.prefixed, [lang, key, hi, limit]),
      summaries: async (ids) => (ids.length === 0 ? [] : run<SummaryRow>(q.summaries, [JSON.stringify(ids)])),
      close: () => undefined,
    };
  }
  return {
    exactKeys: (lang, key) => run<KeyRow>(pgSql.exact, [lang, key]),
    smallRange: (lang, key, hi, limit) => run<KeyRow>(pgSql.small, [lang, key, hi, limit]),
    countPrefixed: async (lang, key, hi, cap) => {
      const [row] = await run<{ n: number }>(pgSql.count, [lang, key, hi, cap]);
      return Number(row?.n ?? 0);
    },
    prefixedByRank: (lang, key, hi, limit) => run<KeyRow>(pgSql.prefixed, [lang, key, hi, limit]),
    summaries: async (ids) => (ids.length === 0 ? [] : run<SummaryRow>(pgSql.summaries, [ids])),
    close: () => undefined,
  };
}
