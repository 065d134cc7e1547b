/**
 * The study loop: a book with its groups, today's words, practice sessions (group, review,
 * quiz, daily test) and progress. The server grades every answer; an item carries what the
 * client needs to show it and, to play without a round trip, the expected answer's hash.
 */
import { z } from 'zod';
import { CARD_STATES, ITEM_KINDS, LANGS, QUIZ_SIZES, REVIEW_MODES } from '../constants.js';
import { bookSummarySchema } from './content.js';
import { cardSchema, requestIdSchema } from './memory.js';

export const groupSchema = z.object({
  index: z.number().int(),
  size: z.number().int(),
  /** Every item of the group has been practised right in a finished session. */
  completed: z.boolean(),
  /** Items of the group with a memory card (seen at least once). */
  learned: z.number().int(),
  status: z.enum(['completed', 'in-progress', 'not-started']),
});
export const bookDetailSchema = bookSummarySchema.extend({
  groups: z.array(groupSchema),
  /** Share of the book's items whose card is known (retrievability ≥ 0.9), 0-1. */
  knownShare: z.number(),
  groupPoints: z.number().int(),
  /** The first group not completed, or null when all are. */
  nextGroup: z.number().int().nullable(),
  active: z.boolean(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

/** The most words a book's "already known?" offer lists (and "mark known" takes) at once. */
export const BOOK_EVIDENCE_MAX = 500;
/**
 * "Already known?" for a book (GET /api/books/:id/evidence): words of the book that a test showed
 * the learner knows (word evidence, known) and that have no card; `count` is all of them, `known`
 * the first BOOK_EVIDENCE_MAX in book order.
 */
export const bookEvidenceSchema = z.object({
  known: z.array(z.object({ entryId: z.number().int(), headword: z.string() })),
  count: z.number().int(),
});
export type BookEvidence = z.infer<typeof bookEvidenceSchema>;
/** "Mark known": an Easy review (a new card) for each offered word, or for the ones listed. */
export const markKnownBody = z.object({
  entryIds: z.array(z.number().int().positive()).max(BOOK_EVIDENCE_MAX).optional(),
  requestId: requestIdSchema,
});
export type MarkKnownBody = z.infer<typeof markKnownBody>;
export const markKnownResultSchema = z.object({
  /** Words given a card now. */
  marked: z.number().int(),
  /** Words still offered. */
  count: z.number().int(),
});
export type MarkKnownResult = z.infer<typeof markKnownResultSchema>;

/** A word or sentence as shown on the learn screen and in lists. */
export const studyWordSchema = z.object({
  entryId: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  text: z.string(),
  lang: z.enum(LANGS),
  reading: z.string().nullable(),
  pron: z.string().nullable(),
  /** Meanings in the learner's native language first. */
  meanings: z.array(z.string()),
  /** Language of the first meaning (null when unknown, e.g. a book's own translation). */
  meaningsLang: z.enum(LANGS).nullable().optional(),
  example: z.object({ text: z.string(), translation: z.string().nullable() }).nullable(),
  card: cardSchema.nullable(),
  inNewWords: z.boolean(),
});
export type StudyWord = z.infer<typeof studyWordSchema>;

export const todaySchema = z.object({
  due: z.number().int(),
  new: z.number().int(),
  dailyNew: z.number().int(),
  /** New words already started today (counts against the daily limit). */
  newToday: z.number().int(),
  reviewedToday: z.number().int(),
  activeBook: bookSummarySchema.nullable(),
  /** Due words, most forgotten first, then today's new words of the active book. */
  items: z.array(studyWordSchema.extend({ reason: z.enum(['due', 'new']) })),
  /** Today's daily test (the same as GET /api/daily-test), so the study tab needs no extra call. */
  dailyTest: z.lazy(() => dailyTestStateSchema),
  /** Points today and in total (the same as GET /api/points/summary). */
  points: z.object({ daily: z.number().int(), total: z.number().int() }),
  /** Whether the learner has ever studied (any card): first-run homes use it. */
  started: z.boolean(),
});
export type Today = z.infer<typeof todaySchema>;

export const SESSION_KINDS = ['group', 'review', 'quiz', 'daily-test', 'new-words'] as const;
export const sessionItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  entryId: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  /** What is asked: a word, a meaning, a sentence or its translation (for listen-choice, the text to speak). */
  prompt: z.string(),
  choices: z.array(z.string()).optional(),
  /** For word-order: the shuffled words. */
  tokens: z.array(z.string()).optional(),
  lang: z.enum(LANGS),
  /** Hash of the expected answer (`answerHash(id, expected)` in rules/answer.ts), so the client can grade at once; the server grades for real. */
  answerHash: z.string(),
  /**
   * A flashcard (active recall): milliseconds from now to the card's next due date if graded
   * Again, Hard, Good or Easy (core `reviewCard` on the card as it stands when the session is read).
   */
  intervals: z.array(z.number().int()).length(4).optional(),
  /** Already answered right or skipped (a quiz or daily-test item: answered once): a resumed session skips it. */
  done: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;
export const studySessionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SESSION_KINDS),
  bookId: z.number().int().nullable(),
  group: z.number().int().nullable(),
  items: z.array(sessionItemSchema),
  /** The session's words with their cards and new-words flags (group sessions show them before practising). */
  words: z.array(studyWordSchema),
  completed: z.boolean(),
  /** Points the session earns when completed (0 when already earned). */
  reward: z.number().int(),
});
export type StudySession = z.infer<typeof studySessionSchema>;
export const studySessionIdParams = z.object({ id: z.coerce.number().int().positive() });

export const sessionCreateBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group').default('group'), bookId: z.number().int().positive(), group: z.number().int().min(0) }),
  z.object({
    kind: z.literal('review'),
    limit: z.number().int().min(1).max(100).default(20),
    /** Choice questions, or active recall graded by the learner (flashcard items); the study setting when absent. */
    mode: z.enum(REVIEW_MODES).optional(),
  }),
  z.object({ kind: z.literal('new-words'), group: z.number().int().min(0).default(0) }),
]);
export type SessionCreateBody = z.input<typeof sessionCreateBody>;
export const quizCreateBody = z.object({
  from: z.enum(['book', 'level', 'new-words']),
  bookId: z.number().int().positive().optional(),
  level: z.number().int().min(1).max(20).optional(),
  size: z
    .number()
    .int()
    .refine((n) => (QUIZ_SIZES as readonly number[]).includes(n), 'validation')
    .default(10),
});
export type QuizCreateBody = z.input<typeof quizCreateBody>;

export const answerBody = z.object({
  itemId: z.number().int().positive(),
  answer: z.string().max(2000),
  ms: z.number().int().min(0).max(3_600_000),
  requestId: requestIdSchema,
  /** The learner's own grade of a flashcard (1 Again, 2 Hard, 3 Good, 4 Easy), used as given; required for flashcards. */
  rating: z.number().int().min(1).max(4).optional(),
});
export type AnswerBody = z.input<typeof answerBody>;
export const answerResultSchema = z.object({
  correct: z.boolean(),
  expected: z.string(),
  /** The card after this answer; null for a test's answer about a word the learner has no card for. */
  card: cardSchema.nullable(),
  completed: z.boolean(),
  /** Points credited by this answer: completing a group or the daily test, and tasks it completed. */
  points: z.number().int(),
  /** The part of `points` that tasks credited. */
  taskPoints: z.number().int().optional(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

/** "I know it already": the word by its entry or, for a sentence, its book item. */
export const skipBody = z
  .object({ entryId: z.number().int().positive().optional(), itemId: z.number().int().positive().optional(), requestId: requestIdSchema })
  .refine((b) => b.entryId !== undefined || b.itemId !== undefined, { message: 'validation', path: ['entryId'] });
export type SkipBody = z.input<typeof skipBody>;
export const skipResultSchema = z.object({ card: cardSchema, completed: z.boolean(), points: z.number().int() });
export type SkipResult = z.infer<typeof skipResultSchema>;

export const sessionSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(SESSION_KINDS),
  completed: z.boolean(),
  items: z.number().int(),
  answers: z.number().int(),
  correctFirstTry: z.number().int(),
  ms: z.number().int(),
  points: z.number().int(),
  mistakes: z.array(
    z.object({
      itemId: z.number().int(),
      entryId: z.number().int().nullable(),
      prompt: z.string(),
      expected: z.string(),
      given: z.string(),
    }),
  ),
  /** Next review of each card the session touched. */
  cards: z.array(
    z.object({ entryId: z.number().int().nullable(), itemId: z.number().int().nullable(), text: z.string(), due: z.string() }),
  ),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** Word-list filters: every word, or those whose card is in one state (a word without a card is new). */
export const WORD_STATE_FILTERS = ['all', ...CARD_STATES] as const;
export type WordStateFilter = (typeof WORD_STATE_FILTERS)[number];
export const wordListSchema = z.object({
  items: z.array(studyWordSchema),
  /** Words that match the filter (the list pages through these). */
  total: z.number().int(),
  /** Words of the whole book or group in each state, whatever the filter and page. */
  counts: z.record(z.enum(WORD_STATE_FILTERS), z.number().int()).optional(),
});
export type WordList = z.infer<typeof wordListSchema>;

/** A page of the new-words book. */
export const newWordsBookQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const progressSchema = z.object({
  /** Words with at least one successful review (core figures.ts: learned). */
  learned: z.number().int(),
  /** Learned words in review with R(now) ≥ 0.9; never more than `learned`. */
  known: z.number().int(),
  /** Learned words with stability ≥ 21 days. */
  mature: z.number().int(),
  /** True retention over the last 30 learner days (reviews of cards in review answered with rating > 1), young (< 21 days since the previous review) and mature (≥ 21), 0-1 or null without such reviews. */
  retention: z.object({ young: z.number().nullable(), mature: z.number().nullable() }),
  /** Share of reviews of cards in review answered right (rating > 1) over the last 30 learner days, 0-1, or null without reviews. */
  retention30d: z.number().nullable(),
  /** Expected known words in 30 days: the sum of R over learned cards at that instant. */
  expectedKnown30: z.number(),
  streak: z.number().int(),
  /** The learner's today (YYYY-MM-DD; their zone and rollover hour). */
  today: z.string(),
  /** Due reviews for each of the next 7 learner days (day key YYYY-MM-DD); today includes what is overdue. */
  forecast: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Due reviews for each of the next 30 learner days; today includes what is overdue. */
  forecast30: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Latest vocabulary size estimate, or null. */
  vocabularySize: z.number().int().nullable(),
  /** Study days with review counts over the last year, for the heatmap. */
  calendar: z.array(z.object({ day: z.string(), reviews: z.number().int(), minutes: z.number() })),
  vocabularyHistory: z.array(z.object({ at: z.string(), estimate: z.number().int(), low: z.number().int(), high: z.number().int() })),
  reviewsToday: z.number().int(),
  minutesToday: z.number(),
});
export type Progress = z.infer<typeof progressSchema>;

export const dailyTestStateSchema = z.object({
  /** The learner's local day (YYYY-MM-DD). */
  day: z.string(),
  /** A daily test was finished today. */
  done: z.boolean(),
  /** Today's points were credited (later tries earn nothing). */
  earned: z.boolean(),
  /** An unfinished daily test of today, to resume. */
  sessionId: z.number().int().nullable(),
  points: z.number().int(),
});
export type DailyTestState = z.infer<typeof dailyTestStateSchema>;

export const categorySchema = z.object({ name: z.string(), titles: z.record(z.string(), z.string()), position: z.number().int() });
export const categoryListSchema = z.object({ items: z.array(categorySchema) });
export type Category = z.infer<typeof categorySchema>;
