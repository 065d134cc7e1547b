/**
 * What each kind of session practises: a book group, due reviews (most forgotten first; choice
 * questions, or flashcards in recall mode, see recall.ts), a group
 * of the new-words book, a quiz (book, level or new words) and the daily test (due and weak
 * words first, then new words of the active book, then words of the learner's level). Quizzes and
 * the daily test need no card: they ask the words, and the answers about words without a card
 * become word evidence (see sessions.ts).
 */
import {
  DAILY_TEST_POINTS,
  DAILY_TEST_SIZE,
  DEFAULT_GROUP_SIZE,
  GROUP_POINTS,
  learnerDayKey,
  type ReviewMode,
  type StudyWord,
} from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { memoryRepo } from '../memory/repo.js';
import { flashcardItems, reviewModeOf } from './recall.js';
import { bookSources, type StudyContext, studyBook } from './context.js';
import { groupItems, poolsOf, shuffle, singleItems } from './items.js';
import { studyRepo } from './repo.js';
import { insertSession, rngFor } from './sessions.js';
import { sessionsRepo } from './sessions-repo.js';
import { keyOf, presentWords, type WordSource } from './words.js';

const DAY = 86_400_000;
type Keyed = StudyWord & { key: string; sentence: boolean };

async function keyed(db: Executor, ctx: StudyContext, sources: WordSource[]): Promise<Keyed[]> {
  const usable = sources.filter((s) => keyOf(s) !== null);
  const words = await presentWords(db, ctx, usable);
  return words.map((w, i) => ({ ...w, key: keyOf(usable[i] as WordSource) as string, sentence: (usable[i] as WordSource).sentence }));
}

export async function groupSession(db: Executor, ctx: StudyContext, bookId: number, group: number): Promise<number> {
  const book = await studyBook(db, ctx.actor, bookId);
  if (book.type === 'article') throw new AppError('study.nothingToStudy', 422);
  const open = await sessionsRepo.openGroupSession(db, ctx.userId, 'group', book.id, group, ctx.now - DAY);
  if (open !== undefined) return open;
  const sources = await bookSources(db, book, group);
  if (sources.length === 0) throw new AppError('study.groupNotFound', 404);
  const words = await keyed(db, ctx, sources);
  // Distractors from the neighbouring groups too, so that four choices exist in a short last group.
  const near = await bookSources(db, book, undefined, 80, Math.max(0, (group - 1) * book.group_size));
  const pools = poolsOf(
    await presentWords(
      db,
      ctx,
      near.filter((s) => keyOf(s) !== null),
    ),
  );
  const done = await studyRepo.creditByRef(db, ctx.userId, `group:${book.id}:${group}`);
  return insertSession(db, ctx, {
    kind: 'group',
    bookId: book.id,
    group,
    dayKey: null,
    reward: done ? 0 : GROUP_POINTS,
    items: groupItems(words, pools, rngFor(ctx.userId, ctx.now)),
    reuse: (trx) => sessionsRepo.openGroupSession(trx, ctx.userId, 'group', book.id, group, ctx.now - DAY),
  });
}

/** Due cards, most forgotten first: elapsed time over stability orders them as retrievability does. */
export async function dueSources(db: Executor, ctx: StudyContext, limit: number): Promise<WordSource[]> {
  // Texts are fetched only for the few cards kept.
  const due = await studyRepo.dueCardIds(db, ctx.userId, ctx.now, limit);
  if (due.length === 0) return [];
  const ids = due.map((r) => r.id);
  const rows = await studyRepo.cardTexts(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    // An item card is a sentence, or a word of an uploaded word book the dictionary does not know.
    const byItem = r.card_key.startsWith('i:');
    return [
      {
        entryId: r.entry_id,
        itemId: r.item_id,
        sentence: byItem && r.book_type !== 'word',
        text: byItem ? (r.item_text ?? '') : (r.headword ?? ''),
        translation: r.translation ?? null,
        lang: (byItem ? r.book_lang : r.entry_lang) ?? 'en',
      },
    ];
  });
}

/** Words of the learner's recent study, for distractors of sessions that are not a book group. */
async function distractorPool(db: Executor, ctx: StudyContext, lang: string | null): Promise<WordSource[]> {
  const mine = await studyRepo.recentCardEntries(db, ctx.userId, lang);
  const out: WordSource[] = mine.map((r) => ({
    entryId: r.id,
    itemId: null,
    sentence: false,
    text: r.headword,
    translation: null,
    lang: r.lang,
  }));
  if (out.length < 12 && lang) {
    const common = await studyRepo.commonEntries(db, lang);
    for (const r of common) out.push({ entryId: r.id, itemId: null, sentence: false, text: r.headword, translation: null, lang: r.lang });
  }
  return out;
}

async function poolsFor(db: Executor, ctx: StudyContext, words: Keyed[]) {
  const lang = words[0]?.lang ?? ctx.learningLang;
  const extra = await presentWords(db, ctx, await distractorPool(db, ctx, lang));
  return poolsOf([...words, ...extra]);
}

/** Due cards as choice questions, or in recall mode as flashcards the learner grades (the study setting by default). */
export async function reviewSession(db: Executor, ctx: StudyContext, limit: number, mode?: ReviewMode): Promise<number> {
  const words = await keyed(db, ctx, await dueSources(db, ctx, limit));
  if (words.length === 0) throw new AppError('study.nothingToStudy', 422);
  const recall = (mode ?? (await reviewModeOf(db, ctx.userId))) === 'recall';
  return insertSession(db, ctx, {
    kind: 'review',
    bookId: null,
    group: null,
    dayKey: null,
    reward: 0,
    items: recall ? flashcardItems(words) : singleItems(words, await poolsFor(db, ctx, words), rngFor(ctx.userId, ctx.now)),
  });
}

export async function newWordsSources(db: Executor, userId: number, limit: number, offset: number): Promise<WordSource[]> {
  const rows = await studyRepo.newWords(db, userId, limit, offset);
  return rows.map((r) => ({ entryId: r.id, itemId: null, sentence: false, text: r.headword, translation: null, lang: r.lang }));
}

export async function newWordsCount(db: Executor, userId: number): Promise<number> {
  return studyRepo.newWordsCount(db, userId);
}

/** A page of the new-words book, each word with its card. */
export async function newWordsPage(db: Executor, ctx: StudyContext, limit: number, offset: number) {
  const sources = await newWordsSources(db, ctx.userId, limit, offset);
  return {
    items: await presentWords(
      db,
      ctx,
      sources.filter((s) => keyOf(s) !== null),
    ),
    total: await newWordsCount(db, ctx.userId),
  };
}

export async function newWordsSession(db: Executor, ctx: StudyContext, group: number): Promise<number> {
  const words = await keyed(db, ctx, await newWordsSources(db, ctx.userId, DEFAULT_GROUP_SIZE, group * DEFAULT_GROUP_SIZE));
  if (words.length === 0) throw new AppError('study.groupNotFound', 404);
  const open = await sessionsRepo.openGroupSession(db, ctx.userId, 'new-words', null, group, ctx.now - DAY);
  if (open !== undefined) return open;
  return insertSession(db, ctx, {
    kind: 'new-words',
    bookId: null,
    group,
    dayKey: null,
    reward: 0,
    items: groupItems(words, await poolsFor(db, ctx, words), rngFor(ctx.userId, ctx.now)),
  });
}

export const MIN_QUIZ_WORDS = 4;

/**
 * Words of the public word books of a level in the learning language (up to five books): the
 * level quiz, which is the placement, and the daily test of a learner with too few cards. They
 * need no card: a test's answers about them become word evidence.
 */
async function levelSources(db: Executor, ctx: StudyContext, level: number, perBook = 400): Promise<WordSource[]> {
  const books = await studyRepo.levelWordBooks(db, ctx.actor, ctx.learningLang ?? 'en', level);
  const out: WordSource[] = [];
  for (const b of books) out.push(...(await bookSources(db, await studyBook(db, ctx.actor, b.id), undefined, perBook)));
  return out;
}

export async function quizSession(
  db: Executor,
  ctx: StudyContext,
  q: { from: 'book' | 'level' | 'new-words'; bookId?: number; level?: number; size: number },
): Promise<number> {
  const rng = rngFor(ctx.userId, ctx.now);
  let sources: WordSource[] = [];
  if (q.from === 'new-words') {
    sources = await newWordsSources(db, ctx.userId, 500, 0);
  } else if (q.from === 'book') {
    const id = q.bookId ?? ctx.activeBookId;
    if (!id) throw new AppError('study.bookNotFound', 404);
    const book = await studyBook(db, ctx.actor, id);
    if (book.type === 'article') throw new AppError('study.nothingToStudy', 422);
    sources = await bookSources(db, book, undefined, 2000);
  } else {
    sources = await levelSources(db, ctx, q.level ?? ctx.level ?? 1);
  }
  const unique = new Map<string, WordSource>();
  for (const s of sources) {
    const k = keyOf(s);
    if (k && !unique.has(k)) unique.set(k, s);
  }
  const picked = shuffle([...unique.values()], rng);
  if (picked.length < MIN_QUIZ_WORDS) throw new AppError('study.notEnoughWords', 422, { min: MIN_QUIZ_WORDS });
  const words = await keyed(db, ctx, picked.slice(0, q.size));
  const pools = poolsOf(await presentWords(db, ctx, picked.slice(0, 80)));
  return insertSession(db, ctx, {
    kind: 'quiz',
    bookId: q.bookId ?? null,
    group: null,
    dayKey: null,
    reward: 0,
    items: singleItems(words, pools, rng),
  });
}

/** Today's daily test state: done (completed today), earned (points credited today). */
export async function dailyTestState(db: Executor, ctx: StudyContext) {
  const day = learnerDayKey(ctx.now, ctx.day);
  const done = await studyRepo.dailyTests(db, ctx.userId, day);
  const earned = await studyRepo.creditedAmount(db, ctx.userId, `daily-test:${day}`);
  const open = done.find((s) => s.completed_at === null);
  return {
    day,
    done: done.some((s) => s.completed_at !== null),
    earned: earned !== undefined,
    sessionId: open ? open.id : null,
    points: earned ? earned.amount : DAILY_TEST_POINTS,
  };
}

export async function dailyTestSession(db: Executor, ctx: StudyContext): Promise<number> {
  const state = await dailyTestState(db, ctx);
  // Today's test still open: it is resumed, not started twice.
  if (state.sessionId !== null) return state.sessionId;
  const rng = rngFor(ctx.userId, ctx.now);
  // Due words first (most forgotten), then the weakest cards (lapses, low stability), then new book words.
  const sources = await dueSources(db, ctx, DAILY_TEST_SIZE);
  const have = new Set(sources.map(keyOf));
  if (sources.length < DAILY_TEST_SIZE) {
    const weak = await memoryRepo.weakestWords(db, ctx.userId, DAILY_TEST_SIZE * 2);
    for (const r of weak) {
      if (sources.length >= DAILY_TEST_SIZE || have.has(r.cardKey)) continue;
      have.add(r.cardKey);
      sources.push({ entryId: r.entryId, itemId: null, sentence: false, text: r.headword, translation: null, lang: r.lang });
    }
  }
  if (sources.length < DAILY_TEST_SIZE && ctx.activeBookId) {
    const book = await studyBook(db, ctx.actor, ctx.activeBookId).catch(() => null);
    if (book && book.type !== 'article') {
      for (const s of await bookSources(db, book, undefined, DAILY_TEST_SIZE * 3)) {
        const k = keyOf(s);
        if (sources.length >= DAILY_TEST_SIZE || !k || have.has(k)) continue;
        have.add(k);
        sources.push(s);
      }
    }
  }
  // A learner with few cards and no active book: words of their level (answers become evidence).
  if (sources.length < DAILY_TEST_SIZE) {
    for (const s of shuffle(await levelSources(db, ctx, ctx.level ?? 1, DAILY_TEST_SIZE * 3), rng)) {
      const k = keyOf(s);
      if (sources.length >= DAILY_TEST_SIZE || !k || have.has(k)) continue;
      have.add(k);
      sources.push(s);
    }
  }
  if (sources.length < MIN_QUIZ_WORDS) throw new AppError('study.notEnoughWords', 422, { min: MIN_QUIZ_WORDS });
  const words = await keyed(db, ctx, shuffle(sources, rng));
  return insertSession(db, ctx, {
    kind: 'daily-test',
    bookId: null,
    group: null,
    dayKey: state.day,
    reward: state.earned ? 0 : DAILY_TEST_POINTS,
    items: singleItems(words, await poolsFor(db, ctx, words), rng),
    reuse: async (trx) => (await dailyTestState(trx, ctx)).sessionId ?? undefined,
  });
}
