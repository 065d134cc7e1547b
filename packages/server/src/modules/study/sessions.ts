/**
 * Practice sessions: created from a book group, due reviews, the new-words book, a quiz or the
 * daily test; answered item by item and graded on the server. An answer feeds the memory
 * (`recordReview`) and, with the item's progress, the session's completion and its points, in one
 * transaction, idempotent per (user, requestId).
 *
 * One review per card per action: the action is an item's first answer. A practice session asks
 * a wrong item again until it is right; those retries are graded and stored with the session (its
 * progress, mistakes and completion) but write no review, since the answer was shown after the
 * first try. A word's two items in a group (recognition, then recall) are two actions.
 *
 * Quizzes and the daily test are tests: they review the cards the learner has and create none
 * (`createCard: false`); an answer about a word without a card is kept as word evidence.
 * "I know it already" (`skipWord`) is the learner's own choice, an Easy review that makes a card.
 */
import {
  type AnswerResult,
  answerHash,
  type ItemKind,
  type MemoryCardView,
  type ReviewSource,
  type SessionItem,
  type SessionSummary,
  type StudySession,
  type StudyWord,
  sameAnswer,
  sentenceTokens,
} from '@qfl/core';
import { type Executor, idempotent, inTransaction, isPostgres, lockKeys } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { memoryRepo } from '../memory/repo.js';
import { presentCard, recordReview } from '../memory/service.js';
import type { StudyContext } from './context.js';
import { type DraftItem, seededRng } from './items.js';
import { creditPoints } from './points.js';
import { selfRating, withIntervals } from './recall.js';
import { type ItemRow, type SessionRow, sessionsRepo } from './sessions-repo.js';
import { presentWords, type WordSource } from './words.js';
import { sessionPolicy } from './policy.js';

export type SessionKind = StudySession['kind'];

const SOURCE: Record<SessionKind, ReviewSource> = {
  group: 'practice',
  review: 'practice',
  'new-words': 'practice',
  quiz: 'quiz',
  'daily-test': 'daily-test',
};

/** Quizzes and the daily test ask each item once; practice sessions repeat wrong items until right. */
export const singleAttempt = (kind: string) => kind === 'quiz' || kind === 'daily-test';

/** Tests review existing cards only: quizzes (a level quiz is the placement) and the daily test. */
export const isTest = (kind: string) => kind === 'quiz' || kind === 'daily-test';

export const rngFor = (userId: number, now: number) => seededRng((userId * 2654435761 + now) >>> 0);

export interface NewSession {
  kind: SessionKind;
  bookId: number | null;
  group: number | null;
  dayKey: string | null;
  reward: number;
  items: DraftItem[];
  /** The open session to answer instead of a new one (a group's, today's test), checked under a lock. */
  reuse?: (trx: Executor) => Promise<number | undefined>;
}

export async function insertSession(db: Executor, ctx: StudyContext, s: NewSession): Promise<number> {
  if (s.items.length === 0) throw new AppError('study.nothingToStudy', 422);
  return inTransaction(db, async (trx) => {
    // One open session per group or per day's test, also when the same request arrives twice at once:
    // the check runs again under a lock on what the session is for (SQLite writes one at a time).
    if (s.reuse) {
      await lockKeys(trx, `study-session:${ctx.userId}:${s.kind}:${s.bookId ?? ''}:${s.group ?? ''}:${s.dayKey ?? ''}`);
      const open = await s.reuse(trx);
      if (open !== undefined) return open;
    }
    return sessionsRepo.insert(
      trx,
      {
        user_id: ctx.userId,
        kind: s.kind,
        source: SOURCE[s.kind],
        book_id: s.bookId,
        group_no: s.group,
        day_key: s.dayKey,
        reward: s.reward,
        created_at: ctx.now,
      },
      s.items,
    );
  });
}

function presentItem(r: ItemRow, kind: string): SessionItem {
  return {
    id: r.id,
    kind: r.kind as ItemKind,
    entryId: r.entry_id,
    itemId: r.item_id,
    prompt: r.prompt,
    ...(r.choices ? { choices: JSON.parse(r.choices) as string[] } : {}),
    ...(r.tokens ? { tokens: JSON.parse(r.tokens) as string[] } : {}),
    lang: r.lang as SessionItem['lang'],
    answerHash: answerHash(r.id, r.expected),
    done: r.right_at !== null || (singleAttempt(kind) && r.attempts > 0),
  };
}

/** The words a session practises, in order of first appearance (for the learn screen). */
async function sessionWords(db: Executor, ctx: StudyContext, items: ItemRow[]): Promise<StudyWord[]> {
  const seen = new Set<string>();
  const sources: WordSource[] = [];
  const itemIds = items.filter((i) => i.card_key.startsWith('i:')).map((i) => Number(i.item_id));
  const texts = new Map<number, { text: string; translation: string | null; word: boolean }>();
  if (itemIds.length) {
    for (const r of await sessionsRepo.itemTexts(db, [...new Set(itemIds)])) {
      texts.set(r.id, { text: r.text, translation: r.translation, word: r.type === 'word' });
    }
  }
  for (const it of items) {
    if (seen.has(it.card_key)) continue;
    seen.add(it.card_key);
    // Item cards: sentences, or words of uploaded word books the dictionary does not know.
    const t = it.card_key.startsWith('i:') ? texts.get(Number(it.item_id)) : undefined;
    sources.push({
      entryId: it.entry_id,
      itemId: it.item_id,
      sentence: t !== undefined && !t.word,
      text: t?.text ?? (it.kind === 'meaning-choice' || it.kind === 'listen-choice' || it.kind === 'flashcard' ? it.prompt : it.expected),
      translation: t?.translation ?? null,
      lang: it.lang,
    });
  }
  return presentWords(db, ctx, sources);
}

function isDone(kind: string, items: ItemRow[]): boolean {
  return items.every((i) => (singleAttempt(kind) ? i.attempts > 0 : i.right_at !== null));
}

export async function sessionView(db: Executor, ctx: StudyContext, sessionId: number): Promise<StudySession> {
  const s = await ownSession(db, ctx, sessionId);
  const items = await sessionsRepo.items(db, s.id);
  return {
    id: s.id,
    kind: s.kind as SessionKind,
    bookId: s.book_id,
    group: s.group_no,
    items: await withIntervals(
      db,
      ctx,
      items,
      items.map((i) => presentItem(i, s.kind)),
    ),
    words: await sessionWords(db, ctx, items),
    completed: s.completed_at !== null,
    reward: s.reward,
  };
}

async function ownSession(db: Executor, ctx: StudyContext, sessionId: number): Promise<SessionRow> {
  const s = await sessionsRepo.byId(db, sessionId);
  if (!s) throw new AppError('study.sessionNotFound', 404);
  sessionPolicy.authorize({ id: ctx.userId }, 'use', s);
  return s;
}

/** Points a completed session earns: a group once per (book, group), the daily test once per day. */
async function completeSession(trx: Executor, ctx: StudyContext, s: SessionRow): Promise<number> {
  await sessionsRepo.complete(trx, s.id, ctx.now);
  let points = 0;
  if (s.kind === 'group' && s.book_id !== null && s.group_no !== null) {
    await sessionsRepo.groupCompleted(trx, { user_id: ctx.userId, book_id: s.book_id, group_no: s.group_no, completed_at: ctx.now });
    if (s.reward > 0) points = await creditPoints(trx, ctx.userId, s.reward, 'group', `group:${s.book_id}:${s.group_no}`, ctx.now);
  } else if (s.kind === 'daily-test' && s.day_key && s.reward > 0) {
    points = await creditPoints(trx, ctx.userId, s.reward, 'daily-test', `daily-test:${s.day_key}`, ctx.now);
  }
  if (points > 0) await sessionsRepo.setPoints(trx, s.id, points);
  return points;
}

/** Hooks run inside an answer's transaction once it is written (tasks settle here). */
/** Answers the points it credited (task rewards), added to the answer's points. */
export type AfterAnswer = (trx: Executor, ctx: StudyContext) => Promise<number>;

export async function answerItem(
  db: Executor,
  ctx: StudyContext,
  sessionId: number,
  input: { itemId: number; answer: string; ms: number; requestId: string; rating?: number },
  after?: AfterAnswer,
): Promise<AnswerResult> {
  return idempotent(db, async (trx) => {
    const session = await sessionsRepo.forUpdate(trx, sessionId, isPostgres(trx));
    if (!session) throw new AppError('study.sessionNotFound', 404);
    sessionPolicy.authorize({ id: ctx.userId }, 'use', session);
    // Read after the lock: a second tab with the same request waits here and then finds the answer.
    const seen = await sessionsRepo.answerByRequest(trx, ctx.userId, input.requestId);
    if (seen) return JSON.parse(seen.result) as AnswerResult;
    if (session.completed_at !== null) throw new AppError('study.sessionFinished', 409);
    const item = await sessionsRepo.item(trx, session.id, input.itemId);
    if (!item) throw new AppError('study.itemNotFound', 404);
    if (item.right_at !== null || (singleAttempt(session.kind) && item.attempts > 0)) throw new AppError('study.itemDone', 409);

    // A flashcard is graded by the learner (recall.ts): the rating as given, right from Hard up.
    const rating = selfRating(item.kind, input.rating);
    const correct = rating === null ? sameAnswer(input.answer, item.expected) : rating > 1;
    const sentence = item.card_key.startsWith('i:');
    // A retry of a wrong practice item is not a new action on the memory: the card as it stands.
    const card =
      item.attempts > 0
        ? await currentCard(trx, ctx, item.card_key)
        : (
            await recordReview(
              trx,
              ctx.userId,
              {
                entryId: item.entry_id,
                itemId: sentence ? Number(item.item_id) : null,
                source: SOURCE[session.kind as SessionKind],
                ...(rating === null ? { correct } : { rating }),
                ms: input.ms,
                requestId: `answer:${input.requestId}`,
                timeZone: ctx.actor.timeZone,
                kind: item.kind as ItemKind,
                size: item.kind === 'word-order' ? sentenceTokens(item.expected, item.lang).length : item.expected.length,
                createCard: !isTest(session.kind),
              },
              ctx.now,
            )
          ).card;
    await sessionsRepo.updateItem(trx, item.id, {
      attempts: item.attempts + 1,
      // Any grade ends a flashcard's turn: its due date says when it comes back.
      ...(correct || rating !== null ? { right_at: ctx.now } : {}),
      ...(item.attempts === 0 ? { first_correct: correct ? 1 : 0 } : {}),
    });
    const items = await sessionsRepo.items(trx, session.id);
    const completed = isDone(session.kind, items);
    const points = completed ? await completeSession(trx, ctx, session) : 0;
    const taskPoints = (await after?.(trx, ctx)) ?? 0;
    const result: AnswerResult = {
      correct,
      expected: item.expected,
      card,
      completed,
      points: points + taskPoints,
      taskPoints,
    };
    await sessionsRepo.insertAnswer(trx, {
      user_id: ctx.userId,
      session_id: session.id,
      item_id: item.id,
      request_id: input.requestId,
      answer: input.answer,
      correct: correct ? 1 : 0,
      ms: input.ms,
      result: JSON.stringify(result),
      created_at: ctx.now,
    });
    return result;
  });
}

/** The learner's card of this key as it stands now (none: null). */
async function currentCard(db: Executor, ctx: StudyContext, key: string): Promise<MemoryCardView | null> {
  const [row] = await memoryRepo.cardsByKeys(db, ctx.userId, [key]);
  return row && row.reps > 0 ? presentCard(row, ctx.now, ctx.opts) : null;
}

/** "I know it already": an Easy review of the word and its items done, so the session can complete without them. */
export async function skipWord(
  db: Executor,
  ctx: StudyContext,
  sessionId: number,
  input: { entryId?: number; itemId?: number; requestId: string },
  after?: AfterAnswer,
): Promise<{ card: MemoryCardView; completed: boolean; points: number }> {
  return idempotent(db, async (trx) => {
    const session = await sessionsRepo.forUpdate(trx, sessionId, isPostgres(trx));
    if (!session) throw new AppError('study.sessionNotFound', 404);
    sessionPolicy.authorize({ id: ctx.userId }, 'use', session);
    const items = await sessionsRepo.items(trx, session.id);
    const mine = items.filter((i) =>
      input.itemId !== undefined
        ? Number(i.item_id) === input.itemId && i.card_key.startsWith('i:')
        : Number(i.entry_id) === input.entryId && i.card_key.startsWith('e:'),
    );
    const first = mine[0];
    if (!first) throw new AppError('study.itemNotFound', 404);
    const review = await recordReview(
      trx,
      ctx.userId,
      {
        entryId: first.entry_id,
        itemId: first.card_key.startsWith('i:') ? Number(first.item_id) : null,
        source: SOURCE[session.kind as SessionKind],
        rating: 4,
        ms: 0,
        requestId: `skip:${input.requestId}`,
        timeZone: ctx.actor.timeZone,
      },
      ctx.now,
    );
    if (review.replay) return { card: review.card, completed: session.completed_at !== null, points: 0 };
    if (session.completed_at !== null) throw new AppError('study.sessionFinished', 409);
    await sessionsRepo.markRight(
      trx,
      session.id,
      mine.map((i) => i.id),
      ctx.now,
    );
    const after2 = await sessionsRepo.items(trx, session.id);
    const completed = isDone(session.kind, after2);
    const points = completed ? await completeSession(trx, ctx, session) : 0;
    const taskPoints = (await after?.(trx, ctx)) ?? 0;
    return { card: review.card, completed, points: points + taskPoints };
  });
}

export async function sessionSummary(db: Executor, ctx: StudyContext, sessionId: number): Promise<SessionSummary> {
  const s = await ownSession(db, ctx, sessionId);
  const items = await sessionsRepo.items(db, s.id);
  const answers = await sessionsRepo.answers(db, s.id);
  const byItem = new Map(items.map((i) => [i.id, i]));
  const mistakes: SessionSummary['mistakes'] = [];
  for (const a of answers) {
    if (a.correct) continue;
    const it = byItem.get(a.item_id);
    if (it)
      mistakes.push({
        itemId: it.id,
        entryId: it.entry_id,
        prompt: it.prompt,
        expected: it.expected,
        given: a.answer,
      });
  }
  const keys = [...new Set(items.map((i) => i.card_key))];
  const cards = keys.length ? await sessionsRepo.cards(db, ctx.userId, keys) : [];
  const textOf = new Map<string, string>();
  for (const it of items) {
    if (textOf.has(it.card_key)) continue;
    const isWordPrompt =
      it.kind === 'meaning-choice' || it.kind === 'listen-choice' || it.kind === 'translation-choice' || it.kind === 'flashcard';
    textOf.set(it.card_key, isWordPrompt ? it.prompt : it.expected);
  }
  return {
    id: s.id,
    kind: s.kind as SessionKind,
    completed: s.completed_at !== null,
    items: items.length,
    answers: answers.length,
    correctFirstTry: items.filter((i) => i.first_correct === 1).length,
    ms: answers.reduce((sum, a) => sum + a.ms, 0),
    points: s.points,
    mistakes,
    cards: cards
      .filter((c) => c.reps > 0)
      .map((c) => ({
        entryId: c.entry_id,
        itemId: c.item_id,
        text: textOf.get(c.card_key) ?? '',
        due: new Date(c.due).toISOString(),
      })),
  };
}
