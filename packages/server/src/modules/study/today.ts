/**
 * Today's words: due reviews (most forgotten first) plus new words of the active book up to the
 * daily limit, less the new words already started today. "Today" is the learner's day (zone +
 * rollover hour); new today counts the learner's cards whose first review fell within it (cards
 * are made only by deliberate study), and reviewed today the review logs within it, the same
 * counts the progress page shows.
 */
import { learnerToday, type Today } from '@qfl/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { presentBook } from '../books/presenter.js';
import { pointsRepo } from '../points/repo.js';
import { dailyTestState, dueSources } from './builders.js';
import { type StudyContext, studyBook } from './context.js';
import { todayReviews } from './progress.js';
import { keyOf, presentWords, type WordSource } from './words.js';

const LIST_DUE = 30;

export async function todayCounts(db: Executor, ctx: StudyContext) {
  const due = await db
    .selectFrom('memory_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', ctx.userId)
    .where('reps', '>', 0)
    .where('due', '<=', ctx.now)
    .executeTakeFirstOrThrow();
  const today = learnerToday(ctx.now, ctx.day);
  const fresh = await db
    .selectFrom('memory_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', ctx.userId)
    .where('reps', '>', 0)
    .where('created_at', '>=', today.start)
    .where('created_at', '<', today.end)
    .executeTakeFirstOrThrow();
  const reviewed = await todayReviews(db, ctx.userId, ctx.now, ctx.day);
  return { due: Number(due.n), reviewedToday: reviewed.reviews, newToday: Number(fresh.n) };
}

export async function todayView(db: Executor, ctx: StudyContext): Promise<Today> {
  const counts = await todayCounts(db, ctx);
  const book = ctx.activeBookId ? await studyBook(db, ctx.actor, ctx.activeBookId).catch(() => null) : null;
  const dueList = await dueSources(db, ctx, LIST_DUE);
  const room = Math.max(0, ctx.dailyNew - counts.newToday);
  let fresh: WordSource[] = [];
  if (book && book.type !== 'article' && room > 0) {
    // The first items of the book in order that have no card yet (keys as words.ts keyOf: a word
    // without a dictionary entry, from an uploaded book, is remembered by its item).
    const key =
      book.type === 'sentence' ? sql`'i:' || i.id` : sql`case when i.entry_id is null then 'i:' || i.id else 'e:' || i.entry_id end`;
    const rows = await sql<{ id: number; entry_id: number | null; text: string; translation: string | null }>`
      select i.id, i.entry_id, i.text, i.translation from book_items i
      where i.book_id = ${book.id} and i.retired_at is null
        and not exists (select 1 from memory_cards c where c.user_id = ${ctx.userId} and c.card_key = ${key})
      order by i.position limit ${room}`.execute(db);
    fresh = rows.rows.map((r) => ({
      entryId: r.entry_id === null ? null : Number(r.entry_id),
      itemId: Number(r.id),
      sentence: book.type === 'sentence',
      text: r.text,
      translation: r.translation,
      lang: book.lang,
    }));
  }
  const words = await presentWords(
    db,
    ctx,
    [...dueList, ...fresh].filter((s) => keyOf(s) !== null),
  );
  const points = await pointsRepo.summary(db, ctx.userId, learnerToday(ctx.now, ctx.day).start);
  const started =
    counts.reviewedToday > 0 ||
    (await db.selectFrom('memory_cards').select('id').where('user_id', '=', ctx.userId).limit(1).executeTakeFirst()) !== undefined;
  return {
    due: counts.due,
    new: fresh.length,
    dailyNew: ctx.dailyNew,
    newToday: counts.newToday,
    reviewedToday: counts.reviewedToday,
    activeBook: book ? presentBook(book, ctx.userId) : null,
    items: words.map((w, i) => ({ ...w, reason: i < dueList.length ? ('due' as const) : ('new' as const) })),
    dailyTest: await dailyTestState(db, ctx),
    points,
    started,
  };
}
