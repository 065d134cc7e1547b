/**
 * The whole parse of an upload, run inside the extraction worker thread (named task `parse` of
 * src/workers/upload-extract.ts): a file's text or table (extract/), then core's rules for the
 * book type — lists split by `|`, newline, comma, space; articles into sentences; tables by their
 * 11 columns — so that neither reading a file nor splitting a 2 MB article ever runs on the
 * request thread. Errors come back as plain `{key, params}` like the extraction task's.
 */
import {
  type Lang,
  type ParsedUpload,
  type RawProblem,
  tableItems,
  textItems,
  UPLOAD_LIMITS,
  type UploadFileType,
  type UploadItem,
  UploadRuleError,
} from '@qfl/core';
import SQLite from 'better-sqlite3';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from '../../db/schema.js';
import { CHUNK_LINES } from './chunks.js';
import { ExtractError } from './extract/errors.js';
import { extractFile } from './extract/extract.js';
import type { ExtractTaskResult } from './extract/worker.js';
import { encodeExtra } from '../books/item-extra.js';
import { matchEntries } from './match.js';
import type { StoredLine } from './store.js';

export interface ParseRules {
  type: 'word' | 'sentence' | 'article';
  mode: 'simple' | 'professional';
  lang: Lang;
  nativeLang: Lang;
}

export type ParseContent = { kind: 'text'; text: string } | { kind: 'file'; bytes: Uint8Array; filename: string };

export interface ParseTask {
  rules: ParseRules;
  content: ParseContent;
  /**
   * SQLite only: match the words with the dictionary here, on a read-only connection of this
   * thread (WAL lets it read beside the server's writer), so the request thread does none of it.
   * PostgreSQL's queries do not block the event loop: there the request thread matches.
   */
  matchIn?: { sqlitePath: string; lang: string };
}

export interface ParseResult extends ParsedUpload {
  /** `list`, `article`, or the file type. */
  source: string;
}

/**
 * What crosses back to the request thread: not 100,000 item objects (their structured clone
 * and the JSON the store needs would each hold the event loop for a while) but the item texts
 * for the dictionary match, which items carry a meaning of their own, the first items for the
 * preview, the problems, and every item already encoded as one JSON line (store.ts).
 */

export interface ParsedSummary {
  source: string;
  count: number;
  /** Item texts joined by NUL (one string crosses threads far faster than 100,000). */
  texts: string;
  rows: number[];
  /** 1 where the item has neither a translation nor meanings of its own. */
  bare: Uint8Array;
  head: UploadItem[];
  problems: RawProblem[];
  /**
   * Items as JSON lines, [text, translation, extra] (StoredLine), CHUNK_LINES lines per chunk, in
   * UTF-8: transferred to the request thread, not copied (strings would be cloned, and their
   * ~70 MB for 100,000 items deserialized on the event loop at once), and half the size.
   */
  chunks: Uint8Array[];
  /** With `matchIn`: each item's dictionary entry id, 0 for none. */
  entryIds?: Int32Array;
}

let readOnly: { path: string; db: Kysely<DB> } | null = null;

/** This thread's read-only connection to the SQLite file (opened once, closed with the thread). */
function readOnlyDb(path: string): Kysely<DB> {
  if (readOnly?.path !== path) {
    const sqlite = new SQLite(path, { readonly: true, fileMustExist: true });
    readOnly = { path, db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }) };
  }
  return readOnly.db;
}

async function matchHere(summary: ParsedSummary, matchIn: NonNullable<ParseTask['matchIn']>): Promise<Int32Array> {
  const texts = summary.count > 0 ? summary.texts.split('\u0000') : [];
  const found = await matchEntries(readOnlyDb(matchIn.sqlitePath), matchIn.lang, texts);
  return Int32Array.from(texts, (t) => found.get(t) ?? 0);
}

export type ParseTaskResult = { ok: true; value: ParsedSummary } | Extract<ExtractTaskResult, { ok: false }>;

/** What crosses back for `parsed` (whose item list it empties as it goes). */
export function summarize(parsed: ParseResult, headSize: number): ParsedSummary {
  const { items } = parsed;
  const count = items.length;
  const bare = new Uint8Array(count);
  const texts: string[] = new Array(count);
  const rows: number[] = new Array(count);
  const head = items.slice(0, headSize);
  const chunks: Uint8Array[] = [];
  // Chunk by chunk, each item dropped once encoded: the items, their lines and the chunks are
  // never all held at once (a 100,000-item file's lines alone are ~70 MB of strings).
  for (let from = 0; from < count; from += CHUNK_LINES) {
    const end = Math.min(count, from + CHUNK_LINES);
    const lines: string[] = new Array(end - from);
    for (let i = from; i < end; i++) {
      const item = items[i] as UploadItem;
      const own = {
        pronA: item.pronA,
        pronB: item.pronB,
        pos: item.pos,
        meanings: item.meanings,
        examples: item.examples,
        antonyms: item.antonyms,
      };
      if (!item.translation && Object.keys(item.meanings).length === 0) bare[i] = 1;
      const line: StoredLine = [item.text, item.translation, encodeExtra(own)];
      lines[i - from] = JSON.stringify(line);
      texts[i] = item.text.replaceAll('\u0000', '');
      rows[i] = item.row;
      (items as (UploadItem | undefined)[])[i] = undefined;
    }
    chunks.push(utf8.encode(lines.join('\n')));
  }
  return {
    source: parsed.source,
    count,
    texts: texts.join('\u0000'),
    rows,
    bare,
    head,
    problems: parsed.problems,
    chunks,
  };
}

export function parseContent(task: ParseTask): Promise<ParseResult> | ParseResult {
  const { rules, content } = task;
  const opts = { type: rules.type, mode: rules.mode, lang: rules.lang };
  if (content.kind === 'text') return { ...textItems(content.text, opts), source: rules.type === 'article' ? 'article' : 'list' };
  return (async () => {
    const file = await extractFile(content.bytes, content.filename);
    const type: UploadFileType = file.type;
    if (file.kind === 'text') return { ...textItems(file.text, opts), source: type };
    return {
      ...tableItems(file.rows, { type: rules.type, mode: rules.mode, bookLang: rules.lang, nativeLang: rules.nativeLang }),
      source: type,
    };
  })();
}

const utf8 = new TextEncoder();

/** The result with its chunks' buffers (and the entry ids') moved to the request thread rather than copied. */
function moved(summary: ParsedSummary) {
  const buffers: ArrayBuffer[] = summary.chunks.map((c) => c.buffer as ArrayBuffer);
  if (summary.entryIds) buffers.push(summary.entryIds.buffer as ArrayBuffer);
  return move({
    get [transferableSymbol]() {
      return buffers;
    },
    get [valueSymbol]() {
      return { ok: true, value: summary } satisfies ParseTaskResult;
    },
  });
}

export default async function parseTask(task: ParseTask): Promise<ParseTaskResult> {
  try {
    const summary = summarize(await parseContent(task), UPLOAD_LIMITS.previewItems);
    if (task.matchIn) summary.entryIds = await matchHere(summary, task.matchIn);
    // Piscina unwraps the moved value: the caller receives the ParseTaskResult.
    return moved(summary) as unknown as ParseTaskResult;
  } catch (e) {
    if (e instanceof ExtractError || e instanceof UploadRuleError) return { ok: false, key: e.key, params: e.params };
    const type = task.content.kind === 'file' ? (task.content.filename.split('.').pop() ?? '') : '';
    return { ok: false, key: 'upload.parseFailed', params: { type } };
  }
}
