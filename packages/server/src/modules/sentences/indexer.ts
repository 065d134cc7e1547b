/**
 * Builds and keeps the sentence index (tables `sentences` and `sentence_terms`, migration 012):
 * - `sync()` reconciles the whole index with its sources — every item of a sentence book (built-in
 *   or a user's, any visibility: the view rule applies at search time) and every example of every
 *   dictionary entry, retired content left out — read page by page and written in batches
 *   (WRITE_ROWS), the event loop free between pages and between chunks of statements, so a
 *   content load is indexed in the background while the server answers. Unchanged sentences
 *   (same language, text, translation and book) are not touched, so a restart on unchanged content only reads.
 * - `reindexBook(id)` does the same for one book (a user's upload applied or an item edited).
 * Deleted items, books and entries leave the index by foreign-key cascade.
 * Runs are queued one after another on one chain; `close()` stops at the next page.
 * A run holds no map of the whole index: each page looks up its own keys, and the sentences seen
 * are one bit per id (Seen), so what was never seen is found by walking the ids at the end. The
 * map it held before (212,000 keys and signatures at start-up) left the idle server's main heap
 * ~70-90 MB larger than its live data, since a quiet event loop never collected it.
 */
import { createHash } from 'node:crypto';
import type { DictExample, Lang } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, yieldToEventLoop } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { linkTokens, NLP_VERSION, storedForm } from '../../nlp/index.js';
import type { Nlp, Token } from '../../nlp/types.js';
import { indexRepo } from './index-repo.js';
import { normalizeWord, scriptLang, textTerm, translationTerm } from './terms.js';

/** Bump when the terms of a sentence change meaning: every sentence is then analysed again. */
export const INDEX_VERSION = '1';
const VERSION_KEY = 'sentence_index_version';
// Small pages and smaller analysis chunks, with the event loop free between them: better-sqlite3
// and the segmenter are synchronous, so each step holds the server for its own length only.
const PAGE_ITEMS = 250;
/** Entry ids per page (about 100 with examples in the built-in content, often none). */
const ENTRY_SPAN = 1000;
const ANALYSE_ROWS = 50;
/**
 * Sentences written per transaction (about 20,000 term rows), gathered across pages. Their terms
 * go in sorted by term, so the transaction touches each page of the (term, sentence) tree once:
 * on the full content a first build writes ~2.8 M term rows, and in transactions of 100 sentences
 * each one rewrote some 1,300 scattered pages, half the build's time. The event loop is still
 * free between statements (the transaction holds the writer; reads go beside it).
 */
const WRITE_ROWS = 1500;
const INSERT_ROWS = 500;
/** Sentence rows inserted between two yields to the event loop inside a batch. */
const INSERT_SENTENCES = 100;
/** Keys looked up per query (a page of entries can hold thousands of examples). */
const LOOKUP_KEYS = 500;
/** Sentence ids read per query when looking for those a run did not see. */
const ID_PAGE = 2000;

export interface SourceRow {
  skey: string;
  source: 'book' | 'example';
  lang: Lang;
  text: string;
  translation: string | null;
  translation_lang: string | null;
  book_id: number | null;
  item_id: number | null;
  entry_id: number | null;
  builtin: number;
}

interface BookHead {
  id: number;
  lang: string;
  builtin: number;
}

interface Existing {
  id: number;
  sig: string;
}

/** What a run knows beyond the current page: which sentences it has seen, whether to redo all. */
interface RunState {
  seen: Seen;
  /** Index built under another version: every sentence is analysed again (in place). */
  redoAll: boolean;
  /** Sentences above this id were added during the run (or after it started): never removed by it. */
  maxId: number;
  bookId?: number;
  /** New and changed sentences analysed but not written yet (up to WRITE_ROWS). */
  pending: Pending[];
}

interface Pending {
  row: SourceRow;
  /** Its id when it is already indexed (changed), else null (new). */
  id: number | null;
  terms: string[];
}

/** One bit per sentence id. */
export class Seen {
  private bits = new Uint8Array(1024);

  add(id: number): void {
    const byte = id >>> 3;
    if (byte >= this.bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[byte] = (this.bits[byte] ?? 0) | (1 << (id & 7));
  }

  has(id: number): boolean {
    return ((this.bits[id >>> 3] ?? 0) & (1 << (id & 7))) !== 0;
  }
}

export interface SyncResult {
  added: number;
  changed: number;
  removed: number;
  ms: number;
}

const signature = (r: Pick<SourceRow, 'lang' | 'text' | 'translation' | 'book_id' | 'entry_id'>) =>
  createHash('sha1')
    .update(`${r.lang}\u0001${r.text}\u0001${r.translation ?? ''}\u0001${r.book_id ?? ''}\u0001${r.entry_id ?? ''}`)
    .digest('base64')
    .slice(0, 16);

const LANG_SET = new Set(['zh', 'en', 'ja', 'ko', 'es']);

/** Examples of one entry as index rows (`e<entryId>-<n>`, n counting every example, empty ones included). */
export function exampleRows(entry: { id: number; lang: string; examples: string }): SourceRow[] {
  if (!LANG_SET.has(entry.lang)) return [];
  let list: DictExample[];
  try {
    list = JSON.parse(entry.examples) as DictExample[];
  } catch {
    return [];
  }
  const out: SourceRow[] = [];
  list.forEach((ex, n) => {
    const text = ex?.text?.trim();
    if (!text) return;
    const translation = ex.translation?.trim() || null;
    out.push({
      skey: `e${entry.id}-${n}`,
      source: 'example',
      lang: entry.lang as Lang,
      text,
      translation,
      translation_lang: translation ? (ex.translationLang ?? scriptLang(translation)) : null,
      book_id: null,
      item_id: null,
      entry_id: entry.id,
      builtin: 1,
    });
  });
  return out;
}

export class SentenceIndex {
  private chain: Promise<unknown> = Promise.resolve();
  private running = 0;
  private closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly nlp: Nlp,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True while a run is queued or working (search answers `indexing: true`). */
  get building(): boolean {
    return this.running > 0;
  }

  sync(): Promise<SyncResult> {
    return this.enqueue(() => this.runSync());
  }

  reindexBook(bookId: number): Promise<SyncResult> {
    return this.enqueue(() => this.runBook(bookId));
  }

  /** Waits for the queued runs (tests, and the server's close). */
  async idle(): Promise<void> {
    for (;;) {
      const c = this.chain;
      await c.catch(() => undefined);
      if (c === this.chain) return;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private enqueue(work: () => Promise<SyncResult>): Promise<SyncResult> {
    this.running++;
    const next = this.chain.then(work, work).finally(() => {
      this.running--;
    });
    this.chain = next.catch((err: unknown) => {
      if (!this.closed) this.log.error({ err }, 'sentence index run failed');
    });
    return next;
  }

  /** The sentences already indexed under these keys, with the signature of what they hold. */
  private async indexed(skeys: readonly string[]): Promise<Map<string, Existing>> {
    const map = new Map<string, Existing>();
    for (let i = 0; i < skeys.length; i += LOOKUP_KEYS) {
      const rows = await indexRepo.byKeys(this.db, skeys.slice(i, i + LOOKUP_KEYS));
      for (const r of rows)
        map.set(r.skey, {
          id: r.id,
          sig: signature({
            lang: r.lang as Lang,
            text: r.text,
            translation: r.translation,
            book_id: r.book_id,
            entry_id: r.entry_id,
          }),
        });
    }
    return map;
  }

  /** One page of a book's items in order (the book_items_book index: book, position). */
  private async itemPage(book: BookHead, after: number): Promise<{ rows: SourceRow[]; last: number | null }> {
    const found = await indexRepo.itemPage(this.db, book.id, after, PAGE_ITEMS);
    const rows: SourceRow[] = [];
    for (const r of found) {
      const text = r.text.trim();
      if (!text || !LANG_SET.has(book.lang)) continue;
      const translation = r.translation?.trim() || null;
      rows.push({
        skey: `b${r.id}`,
        source: 'book',
        lang: book.lang as Lang,
        text,
        translation,
        translation_lang: translation ? scriptLang(translation) : null,
        book_id: book.id,
        item_id: r.id,
        entry_id: r.entry_id,
        builtin: book.builtin,
      });
    }
    return { rows, last: found.length === PAGE_ITEMS ? Number(found[found.length - 1]?.position) : null };
  }

  private async readBooks(books: BookHead[], run: RunState, result: SyncResult): Promise<void> {
    for (const book of books) {
      for (let after = -1; !this.closed; ) {
        const page = await this.itemPage(book, after);
        await this.apply(page.rows, run, result);
        if (page.last === null) break;
        after = page.last;
      }
    }
  }

  /**
   * Entries by id range (not `limit` after a filter: most entries have no example, and PostgreSQL
   * would scan far for each page); `last` is where the next range starts, null past the last id.
   */
  private async entryPage(after: number, maxId: number): Promise<{ rows: SourceRow[]; last: number | null }> {
    const found = await indexRepo.entryRange(this.db, after, ENTRY_SPAN);
    const rows = found.flatMap((e) => exampleRows({ id: e.id, lang: e.lang, examples: e.examples }));
    return { rows, last: after + ENTRY_SPAN < maxId ? after + ENTRY_SPAN : null };
  }

  private async runSync(): Promise<SyncResult> {
    const t0 = performance.now();
    const meta = await indexRepo.meta(this.db, [VERSION_KEY, 'content_hash']);
    const version = meta.find((m) => m.key === VERSION_KEY)?.value;
    // Terms hold dictionary entry ids: indexed under other content (another dictionary) or other
    // rules, every sentence is analysed again (in place: ids and links stay).
    const current = `${INDEX_VERSION}|${meta.find((m) => m.key === 'content_hash')?.value ?? ''}|nlp${NLP_VERSION}`;
    const run: RunState = {
      seen: new Seen(),
      redoAll: version !== undefined && version !== current,
      maxId: await indexRepo.maxSentenceId(this.db),
      pending: [],
    };
    const result: SyncResult = { added: 0, changed: 0, removed: 0, ms: 0 };
    await this.readBooks(await indexRepo.sentenceBooks(this.db), run, result);
    const maxId = await indexRepo.maxEntryId(this.db);
    for (let after = 0; !this.closed; ) {
      const page = await this.entryPage(after, maxId);
      await this.apply(page.rows, run, result);
      if (page.last === null) break;
      after = page.last;
    }
    if (this.closed) return result;
    await this.flush(run, result);
    await this.removeLeft(run, result);
    await inTransaction(this.db, async (trx) => {
      await indexRepo.setMeta(trx, VERSION_KEY, current);
    });
    // PostgreSQL plans from statistics: after a large change, refresh them rather than wait for autovacuum.
    if (result.added + result.changed + result.removed > 10_000 && this.db.getExecutor().adapter.constructor.name.startsWith('Postgres')) {
      await indexRepo.analyze(this.db);
    }
    result.ms = Math.round(performance.now() - t0);
    if (result.added + result.changed + result.removed > 0) this.log.info({ sentenceIndex: result }, 'sentence index updated');
    return result;
  }

  private async runBook(bookId: number): Promise<SyncResult> {
    const t0 = performance.now();
    const run: RunState = { seen: new Seen(), redoAll: false, maxId: await indexRepo.maxSentenceId(this.db), bookId, pending: [] };
    const result: SyncResult = { added: 0, changed: 0, removed: 0, ms: 0 };
    await this.readBooks(await indexRepo.sentenceBooks(this.db, bookId), run, result);
    if (!this.closed) {
      await this.flush(run, result);
      await this.removeLeft(run, result);
    }
    result.ms = Math.round(performance.now() - t0);
    return result;
  }

  /** Sentences (of the run's book, or all) that were there when the run started and were not seen in any source: they left. */
  private async removeLeft(run: RunState, result: SyncResult): Promise<void> {
    for (let after = 0; ; ) {
      const ids = await indexRepo.idPage(this.db, after, run.maxId, ID_PAGE, run.bookId);
      const gone = ids.filter((id) => !run.seen.has(id));
      for (let i = 0; i < gone.length; i += INSERT_ROWS) await indexRepo.deleteSentences(this.db, gone.slice(i, i + INSERT_ROWS));
      result.removed += gone.length;
      await yieldToEventLoop();
      if (ids.length < ID_PAGE) return;
      after = ids[ids.length - 1] ?? run.maxId;
    }
  }

  /**
   * Analyses the new and changed rows of one page and queues them for writing; marks every row of
   * it as seen. A sentence and its terms are written in one transaction (flush), so a run stopped
   * before a flush leaves those sentences unindexed, and the next run finds them missing.
   */
  private async apply(rows: SourceRow[], run: RunState, result: SyncResult): Promise<void> {
    if (rows.length === 0) return;
    const existing = await this.indexed(rows.map((r) => r.skey));
    const todo: { row: SourceRow; id: number | null }[] = [];
    for (const row of rows) {
      const old = existing.get(row.skey);
      if (old) run.seen.add(old.id);
      if (old && old.sig === signature(row) && !run.redoAll) continue;
      todo.push({ row, id: old ? old.id : null });
    }
    const terms = await this.termsOf(todo.map((t) => t.row));
    for (const [k, t] of todo.entries()) {
      run.pending.push({ ...t, terms: terms[k] ?? [] });
      if (run.pending.length >= WRITE_ROWS) await this.flush(run, result);
    }
  }

  /** Writes the queued sentences and their terms, sorted by term, in one transaction. */
  private async flush(run: RunState, result: SyncResult): Promise<void> {
    const todo = run.pending;
    if (todo.length === 0) return;
    run.pending = [];
    await inTransaction(this.db, async (trx) => {
      const termRows: { term: string; sentence_id: number }[] = [];
      for (const [k, t] of todo.entries()) {
        // better-sqlite3 is synchronous: let requests in between every INSERT_SENTENCES rows.
        if (k > 0 && k % INSERT_SENTENCES === 0) await yieldToEventLoop();
        let id = t.id;
        if (id === null) {
          id = await indexRepo.insertSentence(trx, t.row);
          run.seen.add(id);
          result.added++;
        } else {
          await indexRepo.updateSentence(trx, id, t.row);
          result.changed++;
        }
        for (const term of t.terms) termRows.push({ term, sentence_id: id });
      }
      termRows.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.sentence_id - b.sentence_id));
      for (let i = 0; i < termRows.length; i += INSERT_ROWS) {
        await indexRepo.insertTerms(trx, termRows.slice(i, i + INSERT_ROWS));
        await yieldToEventLoop();
      }
    });
    await yieldToEventLoop();
  }

  /** Terms of each row: its words (linked to their dictionary entry when known) and its translation's words. */
  async termsOf(rows: readonly SourceRow[]): Promise<string[][]> {
    const out: string[][] = [];
    for (let i = 0; i < rows.length; i += ANALYSE_ROWS) {
      out.push(...(await this.termsOfChunk(rows.slice(i, i + ANALYSE_ROWS))));
      await yieldToEventLoop();
    }
    return out;
  }

  private async termsOfChunk(rows: readonly SourceRow[]): Promise<string[][]> {
    const out = rows.map(() => new Set<string>());
    const byLang = new Map<Lang, number[]>();
    const byTrLang = new Map<Lang, number[]>();
    rows.forEach((r, i) => {
      byLang.set(r.lang, [...(byLang.get(r.lang) ?? []), i]);
      if (r.translation) {
        const tl = (LANG_SET.has(r.translation_lang ?? '') ? r.translation_lang : scriptLang(r.translation)) as Lang;
        byTrLang.set(tl, [...(byTrLang.get(tl) ?? []), i]);
      }
    });
    for (const [lang, idx] of byLang) {
      const tokens = await this.nlp.tokenizeMany(
        lang,
        idx.map((i) => rows[i]?.text ?? ''),
      );
      await yieldToEventLoop();
      const terms = await textTermsOf(this.db, lang, tokens);
      idx.forEach((i, k) => {
        for (const t of terms[k] ?? []) out[i]?.add(t);
      });
    }
    for (const [tl, idx] of byTrLang) {
      const tokens = await this.nlp.tokenizeMany(
        tl,
        idx.map((i) => rows[i]?.translation ?? ''),
      );
      idx.forEach((i, k) => {
        const lang = rows[i]?.lang as Lang;
        for (const t of tokens[k] ?? []) if (t.word) out[i]?.add(translationTerm(lang, normalizeWord(tl, storedForm(t))));
      });
    }
    return out.map((s) => [...s].filter((t) => t.length > 3));
  }
}

/**
 * The text term of each word token: `<lang>:#<entryId>` when the dictionary knows the word (so
 * 食べた and 食べる, went and go, 갔어요 and 가다 meet on their entry), else `<lang>:<lemma>`.
 * Sentences and queries both go through this, so they are segmented and linked alike.
 */
export async function textTermsOf(db: Kysely<DB>, lang: Lang, tokenLists: readonly Token[][]): Promise<string[][]> {
  const flat: Token[] = [];
  for (const list of tokenLists) for (const t of list) if (t.word) flat.push(t);
  const ids = await linkTokens(db, lang, flat);
  let k = 0;
  return tokenLists.map((list) => {
    const terms: string[] = [];
    for (const t of list) {
      if (!t.word) continue;
      const id = ids[k++];
      terms.push(textTerm(lang, id == null ? normalizeWord(lang, storedForm(t)) : `#${id}`));
    }
    return terms;
  });
}
