/**
 * Reading an article book: its summary before opening, a page of paragraphs → sentences → words
 * with statuses, word marks, "mark the rest of the page known", lookups and positions. Every
 * recall goes into the memory through `recordReview` (source `reading`) inside the write's
 * transaction; a page read is the cached analysis plus two indexed status queries.
 */
import type {
  Lang,
  PageKnownResult,
  ReadingHistoryItem,
  ReadingLookupResult,
  ReadingNewWord,
  ReadingPage,
  ReadingParagraph,
  ReadingPosition,
  ReadingSummary,
  ReadingToken,
  ReadingWord,
  WordStatus,
  WordStatusBody,
  WordStatusResult,
} from '@qfl/core';
import { type Executor, idempotent, inTransaction } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { Nlp } from '../../nlp/index.js';
import { bookPolicy } from '../books/policy.js';
import { booksRepo } from '../books/repo.js';
import { recordReview } from '../memory/service.js';
import { meaningOrder, orderedMeanings, shortMeaning } from '../study/words.js';
import { analyseItems, normLemma, type WordTok, wordKey } from './analysis.js';
import { layoutItem, type Range } from './layout.js';
import { readingRepo } from './repo.js';
import { statusesOf } from './status.js';

const NEW_WORDS_MAX = 30;
const HISTORY_DEFAULT = 10;

export interface ReadingDeps {
  db: Executor;
  nlp: Nlp;
}

interface BookRow {
  id: number;
  lang: Lang;
  titles: Record<string, string>;
  pages: number;
  /** group_no of each page, in order. */
  groups: number[];
  hasTranslation: boolean;
}

const parseTitles = (s: string): Record<string, string> => {
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** The article book the actor may read (the books view rule); anything else is not found. */
export async function readableBook(db: Executor, actor: Actor, bookId: number): Promise<BookRow> {
  const row = await readingRepo.book(db, bookId);
  if (!row || row.retired_at !== null || !bookPolicy.can(actor, 'view', row)) throw new AppError('reading.bookNotFound', 404);
  if (row.type !== 'article') throw new AppError('reading.notArticle', 422);
  // Pages are the book's groups in order (built-in books number them from 1, some uploads from 0).
  const groups = await readingRepo.groups(db, bookId);
  return {
    id: row.id,
    lang: row.lang as Lang,
    titles: parseTitles(row.titles),
    pages: groups.length,
    groups: groups.map((g) => g.group_no),
    hasTranslation: groups.some((g) => Number(g.translated) > 0),
  };
}

const bookInfo = (b: BookRow) => ({ id: b.id, lang: b.lang, titles: b.titles, pages: b.pages, hasTranslation: b.hasTranslation });

async function position(db: Executor, userId: number, bookId: number): Promise<ReadingPosition | null> {
  const row = await readingRepo.position(db, userId, bookId);
  return row ? { page: row.page, sentence: row.sentence, updatedAt: new Date(row.updated_at).toISOString() } : null;
}

async function pageItems(db: Executor, book: BookRow, page: number) {
  return booksRepo.groupItems(db, book.id, book.groups[page - 1] as number);
}

function checkPage(book: BookRow, page: number) {
  if (page < 1 || page > book.pages) throw new AppError('reading.pageNotFound', 404, { pages: book.pages });
}

/** Tokens covering text[range]: the words (index into `words`) and the text between them. */
function tokensOf(
  text: string,
  range: Range,
  toks: readonly WordTok[],
  from: number,
  wordIndex: (t: WordTok) => number,
): { tokens: ReadingToken[]; next: number } {
  const tokens: ReadingToken[] = [];
  let at = range.start;
  let k = from;
  while (k < toks.length && (toks[k] as WordTok).end <= range.start) k++;
  for (; k < toks.length; k++) {
    const t = toks[k] as WordTok;
    if (t.start >= range.end) break;
    if (t.start < at) continue;
    if (t.start > at) tokens.push({ text: text.slice(at, t.start), w: null });
    const end = Math.min(t.end, range.end);
    tokens.push({ text: text.slice(t.start, end), w: wordIndex(t) });
    at = end;
  }
  if (at < range.end) tokens.push({ text: text.slice(at, range.end), w: null });
  return { tokens, next: k };
}

export async function readPage(deps: ReadingDeps, actor: Actor, bookId: number, page: number, now = Date.now()): Promise<ReadingPage> {
  const { db, nlp } = deps;
  const book = await readableBook(db, actor, bookId);
  checkPage(book, page);
  const items = await pageItems(db, book, page);
  const analysed = await analyseItems(
    db,
    nlp,
    book.lang,
    items.map((i) => ({ id: i.id, text: i.text })),
  );
  const words: ReadingWord[] = [];
  const index = new Map<string, number>();
  const wordIndex = (t: WordTok) => {
    const key = wordKey(book.lang, t);
    let n = index.get(key);
    if (n === undefined) {
      n = words.length;
      index.set(key, n);
      words.push({ key, entryId: t.entryId, lemma: normLemma(book.lang, t.lemma), status: 'new' });
    }
    return n;
  };
  const paragraphs: ReadingParagraph[] = [];
  for (const item of items) {
    const toks = analysed.get(item.id) ?? [];
    const layout = layoutItem(item.text);
    let k = 0;
    if (layout.heading) {
      const { tokens, next } = tokensOf(item.text, layout.heading, toks, k, wordIndex);
      k = next;
      paragraphs.push({
        itemId: item.id,
        heading: true,
        sentences: [{ text: item.text.slice(layout.heading.start, layout.heading.end), tokens }],
        translation: null,
      });
    }
    if (layout.sentences.length === 0) continue;
    const sentences = layout.sentences.map((range) => {
      const { tokens, next } = tokensOf(item.text, range, toks, k, wordIndex);
      k = next;
      return { text: item.text.slice(range.start, range.end), tokens };
    });
    paragraphs.push({ itemId: item.id, heading: false, sentences, translation: item.translation ?? null });
  }
  const statuses = await statusesOf(
    db,
    actor.id,
    book.lang,
    words.map((w) => w.key),
    now,
  );
  for (const w of words) w.status = statuses.get(w.key) ?? 'new';
  return { book: bookInfo(book), page, words, paragraphs, position: await position(db, actor.id, bookId) };
}

export async function readSummary(
  deps: ReadingDeps,
  actor: Actor,
  bookId: number,
  uiLang: string,
  now = Date.now(),
): Promise<ReadingSummary> {
  const { db, nlp } = deps;
  const book = await readableBook(db, actor, bookId);
  const items = await readingRepo.items(db, bookId);
  const analysed = await analyseItems(
    db,
    nlp,
    book.lang,
    items.map((i) => ({ id: i.id, text: i.text })),
  );
  const counts = new Map<string, { n: number; tok: WordTok }>();
  let total = 0;
  for (const toks of analysed.values()) {
    for (const t of toks) {
      total++;
      const key = wordKey(book.lang, t);
      const c = counts.get(key);
      if (c) c.n++;
      else counts.set(key, { n: 1, tok: t });
    }
  }
  const statuses = await statusesOf(db, actor.id, book.lang, [...counts.keys()], now);
  const distinct = { new: 0, learning: 0, known: 0, ignored: 0 } satisfies Record<WordStatus, number>;
  let knownTokens = 0;
  let ignoredTokens = 0;
  const fresh: { entryId: number; n: number; lemma: string }[] = [];
  for (const [key, { n, tok }] of counts) {
    const s = statuses.get(key) ?? 'new';
    distinct[s]++;
    if (s === 'known') knownTokens += n;
    if (s === 'ignored') ignoredTokens += n;
    if (s === 'new' && tok.entryId !== null && !tok.function) fresh.push({ entryId: tok.entryId, n, lemma: tok.lemma });
  }
  fresh.sort((a, b) => b.n - a.n || a.lemma.localeCompare(b.lemma));
  const top = fresh.slice(0, NEW_WORDS_MAX);
  const newWords: ReadingNewWord[] = [];
  if (top.length) {
    const order = meaningOrder(await readingRepo.nativeLang(db, actor.id), uiLang);
    const entries = await readingRepo.entries(
      db,
      top.map((t) => t.entryId),
    );
    const byId = new Map(entries.map((e) => [e.id, e]));
    for (const t of top) {
      const e = byId.get(t.entryId);
      if (!e) continue;
      const { list } = orderedMeanings(e.meanings, order, book.lang);
      newWords.push({ entryId: t.entryId, lemma: e.headword, reading: e.reading, meaning: shortMeaning(list, null), count: t.n });
    }
  }
  const counted = total - ignoredTokens;
  return {
    book: bookInfo(book),
    words: total,
    counts: distinct,
    knownPercent: counted > 0 ? Math.floor((100 * knownTokens) / counted) : 0,
    newWords,
    position: await position(db, actor.id, bookId),
  };
}

async function entryLang(db: Executor, entryId: number): Promise<Lang> {
  const lang = await readingRepo.entryLang(db, entryId);
  if (lang === undefined) throw new AppError('dict.entryNotFound', 404);
  return lang as Lang;
}

/** Writes a mark (`new` removes it); becoming known is an easy recall of the word's card. */
export async function setWordStatus(db: Executor, actor: Actor, body: WordStatusBody, now = Date.now()): Promise<WordStatusResult> {
  const lang = body.entryId !== undefined ? await entryLang(db, body.entryId) : (body.lang as Lang);
  const key = body.entryId !== undefined ? `e:${body.entryId}` : `l:${normLemma(lang, body.lemma as string)}`;
  return idempotent(db, async (trx) => {
    const before = (await statusesOf(trx, actor.id, lang, [key], now)).get(key) ?? 'new';
    await readingRepo.deleteMark(trx, actor.id, lang, key);
    if (body.status !== 'new') {
      await readingRepo.insertMark(trx, {
        user_id: actor.id,
        lang,
        word_key: key,
        entry_id: body.entryId ?? null,
        status: body.status,
        updated_at: now,
      });
    }
    if (body.status === 'known' && before !== 'known' && body.entryId !== undefined) {
      // A mark is a single tap: it pays no points (tasks settle with real work).
      await recordReview(
        trx,
        actor.id,
        {
          entryId: body.entryId,
          source: 'reading',
          rating: 4,
          ms: 0,
          requestId: body.requestId ?? `rdw-${body.entryId}-${now}`,
          timeZone: actor.timeZone,
        },
        now,
      );
    }
    const after = (await statusesOf(trx, actor.id, lang, [key], now)).get(key) ?? 'new';
    return { key, status: after };
  });
}

/** Every word of the page still `new` becomes known: marks and easy recalls in one transaction. */
export async function markPageKnown(
  deps: ReadingDeps,
  actor: Actor,
  bookId: number,
  page: number,
  now = Date.now(),
): Promise<PageKnownResult> {
  const { db } = deps;
  const read = await readPage(deps, actor, bookId, page, now);
  const lang = read.book.lang;
  return idempotent(db, async (trx) => {
    // Statuses again inside the transaction: a mark written meanwhile is not overwritten.
    const statuses = await statusesOf(
      trx,
      actor.id,
      lang,
      read.words.map((w) => w.key),
      now,
    );
    const fresh = read.words.filter((w) => statuses.get(w.key) === 'new');
    for (let i = 0; i < fresh.length; i += 200) {
      await readingRepo.insertMarksIfNone(
        trx,
        fresh
          .slice(i, i + 200)
          .map((w) => ({ user_id: actor.id, lang, word_key: w.key, entry_id: w.entryId, status: 'known', updated_at: now })),
      );
    }
    let reviews = 0;
    for (const w of fresh) {
      if (w.entryId === null) continue;
      const outcome = await recordReview(
        trx,
        actor.id,
        {
          entryId: w.entryId,
          source: 'reading',
          rating: 4,
          ms: 0,
          requestId: `rdp-${bookId}-${page}-${w.entryId}`,
          timeZone: actor.timeZone,
        },
        now,
      );
      if (!outcome.replay) reviews++;
    }
    // One tap: no points (tasks settle with real work).
    return { marked: fresh.length, reviews, keys: fresh.map((w) => w.key) };
  });
}

/**
 * Looking a word up while reading: a failed recall of its card (a deliberate act: it makes the
 * card). A second look-up of the same word within 10 minutes writes nothing (`lookup: true`).
 */
export async function recordLookup(
  db: Executor,
  actor: Actor,
  body: { entryId: number; bookId: number; requestId: string },
  now = Date.now(),
): Promise<ReadingLookupResult> {
  const book = await readableBook(db, actor, body.bookId);
  const lang = await entryLang(db, body.entryId);
  if (lang !== book.lang) throw new AppError('reading.wordNotInBook', 422);
  return idempotent(db, async (trx) => {
    const outcome = await recordReview(
      trx,
      actor.id,
      {
        entryId: body.entryId,
        source: 'reading',
        correct: false,
        ms: 0,
        requestId: body.requestId,
        timeZone: actor.timeZone,
        lookup: true,
      },
      now,
    );
    // A look-up is a single tap: it pays no points (tasks settle with real work).
    const status = (await statusesOf(trx, actor.id, lang, [`e:${body.entryId}`], now)).get(`e:${body.entryId}`) ?? 'new';
    return { recorded: outcome.recorded, status };
  });
}

export async function savePosition(
  db: Executor,
  actor: Actor,
  bookId: number,
  body: { page: number; sentence?: number | undefined },
  now = Date.now(),
): Promise<ReadingPosition> {
  const book = await readableBook(db, actor, bookId);
  checkPage(book, body.page);
  const sentence = body.sentence ?? 0;
  await inTransaction(db, async (trx) => {
    await readingRepo.savePosition(trx, { user_id: actor.id, book_id: bookId, page: body.page, sentence, updated_at: now });
  });
  return { page: body.page, sentence, updatedAt: new Date(now).toISOString() };
}

/** Books read recently, newest first, with the share of pages reached (books no longer readable left out). */
export async function readingHistory(db: Executor, actor: Actor, limit = HISTORY_DEFAULT): Promise<ReadingHistoryItem[]> {
  const rows = await readingRepo.recentPositions(db, actor.id, limit * 2);
  const visible = rows.filter((r) => r.retired_at === null && bookPolicy.can(actor, 'view', r)).slice(0, limit);
  if (visible.length === 0) return [];
  const lasts = await readingRepo.pageCounts(
    db,
    visible.map((r) => r.book_id),
  );
  const pagesOf = new Map(lasts.map((l) => [l.book_id, Number(l.pages)]));
  return visible.map((r) => {
    const pages = pagesOf.get(r.book_id) ?? 0;
    return {
      bookId: r.book_id,
      lang: r.lang as Lang,
      titles: parseTitles(r.titles),
      page: r.page,
      pages,
      progress: pages > 0 ? Math.min(100, Math.round((100 * r.page) / pages)) : 0,
      updatedAt: new Date(r.updated_at).toISOString(),
    };
  });
}
