/**
 * The whole parse of an upload, run inside the extraction worker thread (named task `parse` of
 * src/workers/upload-extract.ts): a file's text or table (extract/), then core's rules for the
 * book type — lists split by `|`, newline, comma, space; articles into sentences; tables by their
 * 11 columns — so that neither reading a file nor splitting a 2 MB article ever runs on the
 * request thread. Errors come back as plain `{key, params}` like the extraction task's.
 *
 * Items flow through in chunks: a table's rows come from the reader in batches (extract.ts
 * extractRows), core's table rules run per batch (TableRows), and every CHUNK_LINES items are
 * encoded as JSON lines and sent to the request thread on the task's MessagePort, which matches
 * the chunk's words with the dictionary, stores it and acknowledges it before the next is sent
 * (back-pressure: neither thread ever holds more than a chunk or two). Only the count, the first
 * items, and the first problems by row (with counts of all) stay to the end.
 */
import type { MessagePort } from 'node:worker_threads';
import {
  type Lang,
  type ParsedUpload,
  type RawProblem,
  TableRows,
  tableItems,
  textItems,
  UPLOAD_LIMITS,
  type UploadFileType,
  type UploadItem,
  UploadRuleError,
} from '@qfl/core';
import { CHUNK_LINES } from './chunks.js';
import { ExtractError } from './extract/errors.js';
import { extractFile, extractRows } from './extract/extract.js';
import type { ExtractTaskResult } from './extract/worker.js';
import { extraOf, hasMeanings } from '../books/item-extra.js';
import { ProblemKeeper } from './problem-keeper.js';
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
   * Where the chunks go (the pool makes the channel): each ChunkMessage is answered by a
   * ChunkAck once stored, and the next chunk is made only then.
   */
  port?: MessagePort;
}

/** One stored chunk of items, on its way to the request thread (its buffers transferred). */
export interface ChunkMessage {
  seq: number;
  /**
   * CHUNK_LINES (or fewer, the last) StoredLine JSON lines, joined by `\n`, in UTF-8 (half the
   * size of a string), its buffer transferred rather than copied; the ack moves it back.
   */
  lines: Uint8Array;
  /** The items' texts joined by NUL (one string crosses threads far faster than 2,000). */
  texts: string;
  /** The items' rows (1-based, for problems). */
  rows: Int32Array;
  /** 1 where the item has neither a translation nor meanings of its own. */
  bare: Uint8Array;
}

/**
 * The request thread's answer to a ChunkMessage: stored, or the store failed (the parse stops).
 * `lines` is the chunk's buffer moved back: left on the request thread it would be external
 * memory that a quiet event loop's V8 collects late (50 chunks' buffers stayed alive together);
 * in the worker, which allocates all the time, it goes at the next scavenge.
 */
export interface ChunkAck {
  ok: boolean;
  lines?: Uint8Array;
}

/** What the task answers once every chunk is stored. */
export interface ParseOutcome {
  source: string;
  count: number;
  chunks: number;
  head: UploadItem[];
  /** The first UPLOAD_LIMITS.previewProblems problems by row. */
  problems: RawProblem[];
  problemCount: number;
  skippedCount: number;
}

export interface ParseResult extends ParsedUpload {
  /** `list`, `article`, or the file type. */
  source: string;
}

export type ParseTaskResult = { ok: true; value: ParseOutcome } | Extract<ExtractTaskResult, { ok: false }>;

const utf8 = new TextEncoder();

/** Items as one chunk: their lines in UTF-8, texts, rows, and which are bare. */
export function encodeChunk(items: readonly UploadItem[]): Omit<ChunkMessage, 'seq'> {
  const n = items.length;
  const lines: string[] = new Array(n);
  const texts: string[] = new Array(n);
  const rows = new Int32Array(n);
  const bare = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const item = items[i] as UploadItem;
    const extra = extraOf({
      pronA: item.pronA,
      pronB: item.pronB,
      pos: item.pos,
      meanings: item.meanings,
      examples: item.examples,
      antonyms: item.antonyms,
    });
    if (!item.translation && !hasMeanings(item.meanings)) bare[i] = 1;
    const line: StoredLine = [item.text, item.translation, extra];
    lines[i] = JSON.stringify(line);
    texts[i] = item.text.replaceAll('\u0000', '');
    rows[i] = item.row;
  }
  return { lines: joinUtf8(lines), texts: texts.join('\u0000'), rows, bare };
}

/**
 * Lines joined by `\n` in UTF-8, written line by line into one buffer of the exact size: joining
 * them first made a ~1.8 MB string per chunk (2,000 lines with CJK text), which V8 allocates in
 * its large-object space, old generation; 50 of them per 100,000 rows kept the worker's old
 * generation at its limit (dozens of mark-compacts per parse).
 */
function joinUtf8(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  let size = Math.max(0, lines.length - 1);
  for (const line of lines) size += Buffer.byteLength(line, 'utf8');
  const out = new Uint8Array(size);
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) out[at++] = 0x0a;
    at += utf8.encodeInto(lines[i] as string, out.subarray(at)).written;
  }
  return out;
}

/**
 * A whole parse result in memory, as chunks (tests, and the kill-mid-apply child: small inputs;
 * the server streams through ChunkWriter instead).
 */
export interface ParsedSummary {
  source: string;
  count: number;
  head: UploadItem[];
  problems: RawProblem[];
  /** Items as JSON lines, [text, translation, extra] (StoredLine), CHUNK_LINES lines per chunk, in UTF-8. */
  chunks: Uint8Array[];
}

export function summarize(parsed: ParseResult, headSize: number): ParsedSummary {
  const { items } = parsed;
  const chunks: Uint8Array[] = [];
  for (let from = 0; from < items.length; from += CHUNK_LINES) {
    chunks.push(encodeChunk(items.slice(from, from + CHUNK_LINES)).lines);
  }
  return { source: parsed.source, count: items.length, head: items.slice(0, headSize), problems: parsed.problems, chunks };
}

/**
 * Collects items into chunks of CHUNK_LINES and sends each (encoded) as it fills, keeping
 * only the count, the first `headSize` items and the first problems.
 */
export class ChunkWriter {
  count = 0;
  seq = 0;
  readonly head: UploadItem[] = [];
  readonly problems = new ProblemKeeper<RawProblem>(UPLOAD_LIMITS.previewProblems);
  private pending: UploadItem[] = [];
  /** The chunk sent last, until the request thread acknowledges it. */
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: (chunk: ChunkMessage) => Promise<void>,
    private readonly headSize: number,
  ) {}

  async add(batch: ParsedUpload): Promise<void> {
    for (const p of batch.problems) this.problems.add(p);
    for (const item of batch.items) {
      if (this.head.length < this.headSize) this.head.push(item);
      this.pending.push(item);
      this.count++;
      if (this.pending.length >= CHUNK_LINES) await this.flush();
    }
  }

  /**
   * Encodes the pending items while the request thread still matches and stores the chunk before
   * (one chunk in flight, so the two threads overlap and memory stays at two chunks), then sends
   * them once that one is acknowledged.
   */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const items = this.pending;
    this.pending = [];
    const chunk: ChunkMessage = { seq: this.seq++, ...encodeChunk(items) };
    await this.inFlight;
    this.inFlight = this.send(chunk);
    // A refused chunk surfaces at the next flush or at end(), not as an unhandled rejection meanwhile.
    this.inFlight.catch(() => undefined);
  }

  /** The last chunk sent and acknowledged (the parse is stored whole). */
  async end(): Promise<void> {
    await this.flush();
    await this.inFlight;
  }
}

/** Sends a chunk on `port` (its buffers moved, not copied) and waits for the request thread's ack. */
export function portSender(port: MessagePort): (chunk: ChunkMessage) => Promise<void> {
  return (chunk) =>
    new Promise((resolve, reject) => {
      port.once('message', (ack: ChunkAck) => (ack.ok ? resolve() : reject(new Error('chunk not stored'))));
      // Only the lines move (the ack brings them back); the small typed arrays are copied.
      port.postMessage(chunk, [chunk.lines.buffer as ArrayBuffer]);
    });
}

/**
 * The parse, streamed into `writer`: a table's rows batch by batch through core's TableRows, a
 * text's items (lists, articles: bounded by the 20 MB file and the item limit) at once.
 */
export async function parseInto(task: ParseTask, writer: ChunkWriter): Promise<string> {
  const { rules, content } = task;
  const opts = { type: rules.type, mode: rules.mode, lang: rules.lang };
  if (content.kind === 'text') {
    await writer.add(textItems(content.text, opts));
    return rules.type === 'article' ? 'article' : 'list';
  }
  const table = new TableRows({ type: rules.type, mode: rules.mode, bookLang: rules.lang, nativeLang: rules.nativeLang });
  const file = await extractRows(content.bytes, content.filename, (rows, first) => writer.add(table.push(rows, first)));
  if (file.kind === 'text') await writer.add(textItems(file.text, opts));
  else await writer.add(table.finish());
  return file.type;
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

export default async function parseTask(task: ParseTask): Promise<ParseTaskResult> {
  const port = task.port;
  try {
    if (!port) throw new Error('no port');
    const writer = new ChunkWriter(portSender(port), UPLOAD_LIMITS.previewItems);
    const source = await parseInto(task, writer);
    await writer.end();
    const { problems } = writer;
    return {
      ok: true,
      value: {
        source,
        count: writer.count,
        chunks: writer.seq,
        head: writer.head,
        problems: problems.first(),
        problemCount: problems.total,
        skippedCount: problems.skipped,
      },
    };
  } catch (e) {
    if (e instanceof ExtractError || e instanceof UploadRuleError) return { ok: false, key: e.key, params: e.params };
    const type = task.content.kind === 'file' ? (task.content.filename.split('.').pop() ?? '') : '';
    return { ok: false, key: 'upload.parseFailed', params: { type } };
  } finally {
    port?.close();
  }
}
