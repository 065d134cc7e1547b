/**
 * What a playlist is made of: the items of a word, sentence or article book (all groups or some),
 * the new-words book, or today's words (every due card, most forgotten first, then today's new
 * words of the active book). Article books play their sentences like a sentence book. At most
 * PLAYLIST_MAX_ITEMS, each card once, in the source's order.
 */
import { type CreatePlaylistBody, PLAYLIST_MAX_ITEMS, textLength } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { dueSources, newWordsSources } from '../study/builders.js';
import { type BookRow, type StudyContext, studyBook } from '../study/context.js';
import { todayView } from '../study/today.js';
import { keyOf, type WordSource } from '../study/words.js';
import { playerRepo } from './repo.js';

export interface PlaylistSource {
  kind: CreatePlaylistBody['kind'];
  book: BookRow | null;
  /** Groups as the book numbers them (`group_no`), sorted, or null for all. */
  groups: number[] | null;
  sourceKey: string;
  items: WordSource[];
}

/** A book the learner may view, or `player.notFound` (unknown, retired or someone's private book alike). */
export async function playerBook(db: Executor, actor: Actor, bookId: number): Promise<BookRow> {
  try {
    return await studyBook(db, actor, bookId);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) throw new AppError('player.notFound', 404);
    throw e;
  }
}

async function bookItems(db: Executor, book: BookRow, groups: number[] | null): Promise<WordSource[]> {
  const rows = await playerRepo.bookItems(db, book.id, groups, PLAYLIST_MAX_ITEMS);
  const sentence = book.type !== 'word';
  return rows.map((r) => ({
    entryId: r.entry_id,
    itemId: r.id,
    sentence,
    text: r.text,
    translation: r.translation,
    lang: book.lang,
  }));
}

async function todaySources(db: Executor, ctx: StudyContext): Promise<WordSource[]> {
  const due = await dueSources(db, ctx, PLAYLIST_MAX_ITEMS);
  const today = await todayView(db, ctx);
  const sentenceBook = today.activeBook !== null && today.activeBook.type !== 'word';
  const fresh: WordSource[] = today.items
    .filter((w) => w.reason === 'new')
    .map((w) => ({
      entryId: w.entryId,
      itemId: w.itemId,
      sentence: sentenceBook,
      text: w.text,
      translation: sentenceBook ? (w.meanings[0] ?? null) : null,
      lang: w.lang,
    }));
  return [...due, ...fresh];
}

export async function playlistSource(db: Executor, ctx: StudyContext, body: CreatePlaylistBody): Promise<PlaylistSource> {
  let items: WordSource[];
  let book: BookRow | null = null;
  let groups: number[] | null = null;
  let sourceKey: string = body.kind;
  switch (body.kind) {
    case 'book': {
      book = await playerBook(db, ctx.actor, body.bookId as number);
      groups = body.groups ? [...new Set(body.groups)].sort((a, b) => a - b) : null;
      sourceKey = `book:${book.id}:${groups ? groups.join(',') : 'all'}`;
      items = await bookItems(db, book, groups);
      break;
    }
    case 'new-words':
      items = await newWordsSources(db, ctx.userId, PLAYLIST_MAX_ITEMS, 0);
      break;
    case 'today':
      items = await todaySources(db, ctx);
      break;
  }
  const seen = new Set<string>();
  const kept = items.filter((s) => {
    const key = keyOf(s);
    if (key === null || seen.has(key) || textLength(s.text.trim()) === 0) return false;
    seen.add(key);
    return true;
  });
  return { kind: body.kind, book, groups, sourceKey, items: kept.slice(0, PLAYLIST_MAX_ITEMS) };
}
