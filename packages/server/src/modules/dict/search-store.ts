/**
 * The SQL behind search-as-you-type: range scans on the dict_keys index and a batch read of
 * entry summaries. On SQLite the statements are prepared once on a read-only connection of
 * their own (WAL lets it read beside the writer; Kysely would re-prepare on every call); on
 * PostgreSQL the SQL text is fixed once and run through Kysely's pool (no query building per call).
 */
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

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
  /** Keys of one language in [lo, hi), in key order, at most `limit`. */
  keysInRange(lang: string, lo: string, hi: string, limit: number): Promise<KeyRow[]>;
  /** Headword and reading keys (not inflected forms) in [lo, hi), most frequent first. */
  keysInRangeByRank(lang: string, lo: string, hi: string, limit: number): Promise<KeyRow[]>;
  /** Entry summaries for search hits, in no particular order. */
  summaries(ids: number[]): Promise<SummaryRow[]>;
  close(): void;
}

const KEY_COLUMNS = 'key, kind, entry_id, rank';
const SUMMARY_COLUMNS = 'id, lang, headword, reading, freq_rank, meanings';

/** The SQLite statements, exported so the benchmark can time the bare queries. */
export const sqliteSql = {
  range: `select ${KEY_COLUMNS} from dict_keys where lang = ? and key >= ? and key < ? order by key limit ?`,
  byRank: `select ${KEY_COLUMNS} from dict_keys where lang = ? and key >= ? and key < ? and kind <> 'lemma' order by rank limit ?`,
  summaries: `select ${SUMMARY_COLUMNS} from dict_entries where id in (select value from json_each(?))`,
} as const;

// PostgreSQL: the lookup index uses text_pattern_ops, which serves the ~op~ (byte order) operators.
const pgSql = {
  range: `select ${KEY_COLUMNS} from dict_keys where lang = $1 and key ~>=~ $2 and key ~<~ $3 order by key using ~<~ limit $4`,
  byRank: `select ${KEY_COLUMNS} from dict_keys where lang = $1 and key ~>=~ $2 and key ~<~ $3 and kind <> 'lemma' order by rank limit $4`,
  summaries: `select ${SUMMARY_COLUMNS} from dict_entries where id = any($1::bigint[])`,
} as const;

export function sqliteSearchStore(path: string): SearchStore {
  const conn = new SQLite(path, { readonly: true, fileMustExist: true });
  conn.pragma('busy_timeout = 5000');
  const range = conn.prepare<[string, string, string, number], KeyRow>(sqliteSql.range);
  const byRank = conn.prepare<[string, string, string, number], KeyRow>(sqliteSql.byRank);
  const summaries = conn.prepare<[string], SummaryRow>(sqliteSql.summaries);
  return {
    keysInRange: async (lang, lo, hi, limit) => range.all(lang, lo, hi, limit),
    keysInRangeByRank: async (lang, lo, hi, limit) => byRank.all(lang, lo, hi, limit),
    summaries: async (ids) => (ids.length === 0 ? [] : summaries.all(JSON.stringify(ids))),
    close: () => conn.close(),
  };
}

/** Through Kysely: PostgreSQL always, SQLite only when the database lives in memory. */
export function kyselySearchStore(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): SearchStore {
  const q = dialect === 'postgres' ? pgSql : sqliteSql;
  const idsParam = (ids: number[]) => (dialect === 'postgres' ? ids : JSON.stringify(ids));
  const run = async <R>(text: string, params: unknown[]) => (await db.executeQuery<R>(CompiledQuery.raw(text, params))).rows;
  return {
    keysInRange: (lang, lo, hi, limit) => run<KeyRow>(q.range, [lang, lo, hi, limit]),
    keysInRangeByRank: (lang, lo, hi, limit) => run<KeyRow>(q.byRank, [lang, lo, hi, limit]),
    summaries: async (ids) => (ids.length === 0 ? [] : run<SummaryRow>(q.summaries, [idsParam(ids)])),
    close: () => undefined,
  };
}
