/**
 * Today's words: due reviews (most forgotten first) plus new words of the active book up to the
 * daily limit, less the new words already started today. "Today" is the learner's day (zone +
 * rollover hour); new today counts the learner's cards whose first review fell within it (cards
 * are made only by deliberate study), and reviewed today the review logs within it, the same
 * counts the progress page shows.
 */
import { learnerToday, type Today } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { presentBook } from '../books/presenter.js';
import { pointsRepo } from '../points/repo.js';
import { dailyTestState, dueSources } from './builders.js';
import { type StudyContext, studyBook } from './context.js';
import { todayReviews } from './progress.js';
import { studyRepo } from './repo.js';
import { keyOf, presentWords, type WordSource } from './words.js';

const LIST_DUE = 30;

export async function todayCounts(db: Executor, ctx: StudyContext) {
  const due = await studyRepo.dueCount(db, ctx.userId, ctx.now);
  const today = learnerToday(ctx.now, ctx.day);
  const fresh = await studyRepo.cardsMadeBetween(db, ctx.userId, today.start, today.end);
  const reviewed = await todayReviews(db, ctx.userId, ctx.now, ctx.day);
  return { due, reviewedToday: reviewed.reviews, newToday: fresh };
}

export async function todayView(db: Executor, ctx: StudyContext): Promise<Today> {
  const counts = await todayCounts(db, ctx);
  const book = ctx.activeBookId ? await studyBook(db, ctx.actor, ctx.activeBookId).catch(() => null) : null;
  const dueList = await dueSources(db, ctx, LIST_DUE);
  const room = Math.max(0, ctx.dailyNew - counts.newToday);
  let fresh: WordSource[] = [];
  if (book && book.type !== 'article' && room > 0) {
    // The first items of the book in order that have no card yet.
    const rows = await studyRepo.itemsWithoutCard(db, ctx.userId, book, room);
    fresh = rows.map((r) => ({
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
  const started = counts.reviewedToday > 0 || (await studyRepo.hasCard(db, ctx.userId));
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
