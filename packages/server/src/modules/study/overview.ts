/**
 * A book with the learner's groups (completed / in progress / not started) and the share of it
 * known now; a page of its words in one state; the book list's known shares. Learned and known are the figures of core
 * `rules/figures.ts` (SQL from `progress-repo.ts`): a group is in progress once any of its words was
 * reviewed, and its `learned` counts words with a successful review.
 */
import { type BookDetail, GROUP_POINTS, type WordStateFilter } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { presentBook } from '../books/presenter.js';
import { type BookRow, bookSources, type StudyContext } from './context.js';
import { studyRepo } from './repo.js';
import { presentWords, wordStates } from './words.js';

export async function bookDetail(db: Executor, ctx: StudyContext, book: BookRow): Promise<BookDetail> {
  const rows = await studyRepo.groupFigures(db, ctx.userId, book, ctx.now);
  const done = new Set((await studyRepo.completedGroups(db, ctx.userId, book.id)).map((r) => r.group_no));
  let total = 0;
  let known = 0;
  const groups = rows.map((r) => {
    const size = Number(r.size);
    const learned = Number(r.learned ?? 0);
    const started = Number(r.started);
    total += size;
    known += Number(r.known ?? 0);
    const completed = done.has(Number(r.group_no));
    return {
      index: Number(r.group_no),
      size,
      completed,
      learned,
      status: completed ? ('completed' as const) : started > 0 ? ('in-progress' as const) : ('not-started' as const),
    };
  });
  const next = groups.find((g) => !g.completed);
  return {
    ...presentBook(book, ctx.userId),
    groups,
    knownShare: total > 0 ? known / total : 0,
    groupPoints: GROUP_POINTS,
    nextGroup: next ? next.index : null,
    active: ctx.activeBookId === book.id,
  };
}

export interface WordPageQuery {
  /** One group, or the whole book. */
  group?: number;
  state: WordStateFilter;
  limit: number;
  offset: number;
}

/** The words of a book (or one group) in one state, a page of them, and how many are in each state. */
export async function bookWords(db: Executor, ctx: StudyContext, book: BookRow, q: WordPageQuery) {
  const all = await bookSources(db, book, q.group);
  const { stateOf, counts } = await wordStates(db, ctx.userId, all);
  const matching = q.state === 'all' ? all : all.filter((s) => stateOf(s) === q.state);
  const page = matching.slice(q.offset, q.offset + q.limit);
  return { items: await presentWords(db, ctx, page), total: matching.length, counts };
}

/** Known share per book for a book list, driven by the learner's own cards (none: no query). */
export async function knownShares(
  db: Executor,
  userId: number,
  books: { id: number; itemCount: number }[],
  now: number,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (books.length === 0) return out;
  const any = await studyRepo.hasCard(db, userId);
  for (const b of books) out.set(b.id, 0);
  if (!any) return out;
  const ids = books.map((b) => b.id);
  const rows = await studyRepo.knownPerBook(db, userId, ids, now);
  const size = new Map(books.map((b) => [b.id, b.itemCount]));
  for (const r of rows) {
    const n = size.get(Number(r.book_id)) ?? 0;
    out.set(Number(r.book_id), n > 0 ? Math.min(1, Number(r.n) / n) : 0);
  }
  return out;
}
