/** What every study call needs about the learner: languages for meanings, scheduler options, limits, their day. */
import { type LearnerDay, learnerDayOf, type SchedulerOptions } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { bookPolicy } from '../books/policy.js';
import { userMemorySettings } from '../memory/service.js';
import { studyRepo } from './repo.js';
import { meaningOrder, type WordContext, type WordSource } from './words.js';

export interface StudyContext extends WordContext {
  actor: Actor;
  learningLang: string | null;
  level: number | null;
  dailyNew: number;
  activeBookId: number | null;
  opts: SchedulerOptions;
  /** The learner's day (time zone + rollover hour): "today" for every count, streak and forecast. */
  day: LearnerDay;
}

export async function studyContext(db: Executor, actor: Actor, uiLang: string, now = Date.now()): Promise<StudyContext> {
  const user = await studyRepo.learner(db, actor.id);
  const s = await userMemorySettings(db, actor.id, actor.timeZone);
  const day = s.day ?? learnerDayOf(actor.timeZone);
  return {
    actor,
    userId: actor.id,
    order: meaningOrder(user?.native_lang ?? null, uiLang),
    now,
    opts: { retention: s.retention, weights: s.weights, day },
    learningLang: user?.learning_lang ?? null,
    level: user?.level ?? null,
    dailyNew: s.dailyNew,
    activeBookId: s.activeBookId,
    day,
  };
}

export interface BookRow {
  id: number;
  slug: string;
  type: string;
  lang: string;
  category: string;
  level: number;
  titles: string;
  descriptions: string;
  status: string;
  review_status: string;
  review_reason: string | null;
  translation_mode: string;
  item_count: number;
  group_size: number;
  owner_id: number | null;
  builtin: number;
  retired_at: number | null;
}

/** A book the actor may study, or `study.bookNotFound` (unknown, retired or someone's private book alike). */
export async function studyBook(db: Executor, actor: Actor, bookId: number): Promise<BookRow> {
  const book = await studyRepo.book(db, bookId);
  if (!book || book.retired_at !== null || !bookPolicy.can(actor, 'view', book)) throw new AppError('study.bookNotFound', 404);
  return book;
}

/** Items of a book (one group, or all) as word sources, in book order. */
export async function bookSources(db: Executor, book: BookRow, group?: number, limit = 100_000, offset = 0): Promise<WordSource[]> {
  const rows = await studyRepo.bookItems(db, book.id, group, limit, offset);
  const sentence = book.type === 'sentence';
  return rows.map((r) => ({
    entryId: r.entry_id,
    itemId: r.id,
    sentence,
    text: r.text,
    translation: r.translation,
    lang: book.lang,
  }));
}
