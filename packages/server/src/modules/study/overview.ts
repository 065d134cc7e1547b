/**
 * A book with the learner's groups (completed / in progress / not started) and the share of it
 * known now; a page of its words in one state; the book list's known shares. Learned and known are the figures of core
 * `rules/figures.ts` (SQL from `known.ts`): a group is in progress once any of its words was
 * reviewed, and its `learned` counts words with a successful review.
 */
import { type BookDetail, GROUP_POINTS, type WordStateFilter } from '@qfl/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { presentBook } from '../books/presenter.js';
import { type BookRow, bookSources, type StudyContext } from './context.js';
import { knownSql, learnedSql } from './known.js';
import { presentWords, wordStates } from './words.js';

/** The card key of a book's item, as SQL over `i` (book_items): by item for sentences, by entry for words. */
const itemKey = (type: string) => (type === 'sentence' ? sql`'i:' || i.id` : sql`'e:' || i.entry_id`);

export async function bookDetail(db: Executor, ctx: StudyContext, book: BookRow): Promise<BookDetail> {
  const rows = await sql<{ group_no: number; size: number; started: number; learned: number | null; known: number | null }>`
    select i.group_no, count(*) as size, count(c.id) as started,
      sum(case when c.id is not null and ${learnedSql()} then 1 else 0 end) as learned,
      sum(case when c.id is not null and ${knownSql(ctx.now)} then 1 else 0 end) as known
    from book_items i
    left join memory_cards c on c.user_id = ${ctx.userId} and c.card_key = ${itemKey(book.type)} and c.reps > 0
    where i.book_id = ${book.id} and i.retired_at is null
    group by i.group_no order by i.group_no`.execute(db);
  const done = new Set(
    (
      await db.selectFrom('group_progress').select('group_no').where('user_id', '=', ctx.userId).where('book_id', '=', book.id).execute()
    ).map((r) => r.group_no),
  );
  let total = 0;
  let known = 0;
  const groups = rows.rows.map((r) => {
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
  const any = await db.selectFrom('memory_cards').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  for (const b of books) out.set(b.id, 0);
  if (!any) return out;
  const ids = books.map((b) => b.id);
  const rows = await sql<{ book_id: number; n: number }>`
    select book_id, count(*) as n from (
      select i.book_id from memory_cards c join book_items i on i.entry_id = c.entry_id
      where c.user_id = ${userId} and c.card_key like 'e:%' and ${knownSql(now)} and i.retired_at is null and i.book_id in (${sql.join(ids)})
      union all
      select i.book_id from memory_cards c join book_items i on i.id = c.item_id
      where c.user_id = ${userId} and c.card_key like 'i:%' and ${knownSql(now)} and i.retired_at is null and i.book_id in (${sql.join(ids)})
    ) k group by book_id`.execute(db);
  const size = new Map(books.map((b) => [b.id, b.itemCount]));
  for (const r of rows.rows) {
    const n = size.get(Number(r.book_id)) ?? 0;
    out.set(Number(r.book_id), n > 0 ? Math.min(1, Number(r.n) / n) : 0);
  }
  return out;
}
