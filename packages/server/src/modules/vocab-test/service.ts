/**
 * The vocabulary test: starting a run in a language, grading each answer, choosing the next word
 * adaptively and, at the end, storing the estimate. A test makes no card: each answer goes through
 * the memory's `recordReview` with `createCard: false` (source `vocab-test`): on a word the learner
 * already studies (a card with a review) it is one review of that card (right = Good, wrong or
 * "I don't know" = Again), on any other word it is word evidence (known = answered right). Both
 * are written in the same transaction as the test's state; replays of a request id answer the
 * same and write nothing.
 */
import {
  type Lang,
  nearestFreeRank,
  planVocab,
  sameAnswer,
  VOCAB_MAX_QUESTIONS,
  VOCAB_MAX_RANK,
  VOCAB_MIN_RANKS,
  type VocabAnswerResult,
  type VocabOutcome,
  type VocabTestStart,
} from '@qfl/core';
import { type Executor, inTransaction, isPostgres } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { recordReview } from '../memory/service.js';
import { meaningLangs, pickQuestion } from './question.js';
import { vocabTestRepo } from './repo.js';
import { type CurrentQuestion, parseState, publicQuestion, type VocabTestState } from './state.js';

/** Words fetched on each side of the wanted rank; a second, wider look when the first finds nothing. */
const WINDOWS = [12, 60];

/** The question of the word at (or nearest) `wanted`, among the ranks not asked yet. */
async function questionNear(
  db: Executor,
  lang: string,
  state: VocabTestState,
  wanted: number,
  rng: () => number,
): Promise<CurrentQuestion> {
  const askedRanks = new Set(state.asked.map((a) => a.rank));
  const rank = nearestFreeRank(wanted, askedRanks, state.maxRank);
  const askedIds = new Set(state.asked.map((a) => a.entryId));
  for (const half of WINDOWS) {
    const from = Math.max(1, rank - half);
    const words = await vocabTestRepo.wordsAt(db, lang, from, 2 * half + 1);
    const question = pickQuestion(words, rank - from, from, state.meaningLangs, askedIds, rng);
    if (question) return question;
  }
  throw new AppError('vocab.unavailable', 422);
}

export async function startVocabTest(
  db: Executor,
  userId: number,
  wanted: Lang | undefined,
  now = Date.now(),
  rng: () => number = Math.random,
): Promise<VocabTestStart> {
  const langs = await vocabTestRepo.userLangs(db, userId);
  const lang = (wanted ?? langs.learning) as Lang | null;
  if (!lang) throw new AppError('validation', 422, { field: 'lang' });
  const usable = await vocabTestRepo.usableCount(db, lang);
  if (usable < VOCAB_MIN_RANKS) throw new AppError('vocab.unavailable', 422);
  const state: VocabTestState = {
    maxRank: Math.min(usable, VOCAB_MAX_RANK),
    meaningLangs: meaningLangs(langs.native),
    asked: [],
    current: null,
    replies: {},
  };
  state.current = await questionNear(db, lang, state, planVocab([], state.maxRank, rng).next as number, rng);
  const id = await vocabTestRepo.insert(db, { user_id: userId, lang, state: JSON.stringify(state), started_at: now });
  return { id, lang, question: publicQuestion(state.current), asked: 0, maxQuestions: VOCAB_MAX_QUESTIONS };
}

export interface VocabAnswerInput {
  entryId: number;
  answer: string | null;
  ms: number;
  requestId: string;
}

export async function answerVocabTest(
  db: Executor,
  userId: number,
  testId: number,
  input: VocabAnswerInput,
  now = Date.now(),
  rng: () => number = Math.random,
): Promise<VocabAnswerResult> {
  return inTransaction(db, async (trx) => {
    const row = await vocabTestRepo.forUpdate(trx, userId, testId, isPostgres(trx));
    if (!row) throw new AppError('vocab.testNotFound', 404);
    const state = parseState(row.state);
    const replay = state.replies[input.requestId];
    if (replay) return replay;
    const current = state.current;
    if (row.finished_at !== null || !current) throw new AppError('vocab.testFinished', 409);
    if (input.entryId !== current.entryId) throw new AppError('validation', 422, { field: 'entryId' });
    if (input.answer !== null && !current.choices.includes(input.answer)) throw new AppError('validation', 422, { field: 'answer' });

    const correct = input.answer !== null && sameAnswer(input.answer, current.expected);
    const outcome: VocabOutcome = input.answer === null ? 'unknown' : correct ? 'right' : 'wrong';
    // A test makes no card: a word with a reviewed card gets a review, any other word evidence.
    await recordReview(
      trx,
      userId,
      {
        entryId: current.entryId,
        source: 'vocab-test',
        outcome: input.answer === null ? 'dont-know' : correct ? 'right' : 'wrong',
        kind: 'meaning-choice',
        ms: input.ms,
        requestId: `${row.id}:${input.requestId}`,
        createCard: false,
      },
      now,
    );
    state.asked.push({ entryId: current.entryId, rank: current.rank, outcome, ms: input.ms });

    const answers = state.asked.map((a) => ({ rank: a.rank, outcome: a.outcome }));
    const { estimate, done, next } = planVocab(answers, state.maxRank, rng);
    state.current = next === null ? null : await questionNear(trx, row.lang, state, next, rng);
    const result: VocabAnswerResult = {
      correct,
      expected: current.expected,
      done,
      question: state.current ? publicQuestion(state.current) : null,
      asked: state.asked.length,
      ...(done ? { result: estimate } : {}),
    };
    state.replies[input.requestId] = result;
    await vocabTestRepo.update(trx, row.id, {
      state: JSON.stringify(state),
      questions: state.asked.length,
      ...(done ? { finished_at: now, estimate: estimate.estimate, low: estimate.low, high: estimate.high } : {}),
    });
    return result;
  });
}
