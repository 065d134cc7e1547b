/**
 * Exams and reading answering. An exam is data (sections, counts, language, levels, time limit);
 * an attempt holds generated questions whose answers stay on the server until it is submitted.
 * A reading quiz (comprehension questions on a page of an article book) is an attempt too, with
 * a book page instead of an exam and no clock. One attempt shape serves creation, submission,
 * results and history detail: before submission `given`, `expected`, `correct` and `entryId` are null.
 */
import { z } from 'zod';
import { LANGS, MAX_LEVEL, MIN_LEVEL } from '../constants.js';
import { EXAM_KINDS } from '../rules/questions/builtin-exams.js';
import { EXAM_SECTION_KINDS, QUESTION_KINDS } from '../rules/questions/types.js';
import { requestIdSchema } from './memory.js';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const examIdParams = z.object({ id });
export const examAttemptParams = z.object({ attemptId: id });

export const examListQuery = z.object({
  /** Default: the learner's learning language. */
  lang: z.enum(LANGS).optional(),
  /** Only exams whose level band holds this level; none: every level. */
  level: z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL).optional(),
  kind: z.enum(EXAM_KINDS).optional(),
});

export const examSectionSummarySchema = z.object({ kind: z.enum(EXAM_SECTION_KINDS), count: z.number().int() });

export const examSummarySchema = z.object({
  id: z.number().int(),
  /** Built-in exams have a slug (`en-standard-1-4`); the web names them from kind, language and levels. */
  slug: z.string().nullable(),
  kind: z.enum(EXAM_KINDS),
  lang: z.enum(LANGS),
  levelFrom: z.number().int(),
  levelTo: z.number().int(),
  /** A custom exam's title (mentors, later); null for built-ins. */
  title: z.string().nullable(),
  timeLimitSec: z.number().int(),
  sections: z.array(examSectionSummarySchema),
  /** Who assigned it (a mentor, later); null for exams open to everyone. */
  assignedBy: z.number().int().nullable(),
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

export const examListSchema = z.object({
  lang: z.enum(LANGS),
  /** The level the list was filtered by (the learner's level on the index page), or null. */
  level: z.number().int().nullable(),
  items: z.array(examSummarySchema),
});
export type ExamList = z.infer<typeof examListSchema>;

export const attemptQuestionSchema = z.object({
  /** Position in the attempt (0-based), the key of an answer. */
  id: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  /** A translation to judge (true/false) or a hint (spelling, fill in the blank). */
  detail: z.string().nullable(),
  /** Choices; true/false questions have `true` and `false` (the web words them). */
  choices: z.array(z.string()).nullable(),
  /** Listening: the text to play through GET /api/audio. */
  audio: z.object({ text: z.string(), lang: z.enum(LANGS) }).nullable(),
  lang: z.enum(LANGS),
  /** After submission: the learner's answer (null: none), the right one, and whether it was right. */
  given: z.string().nullable(),
  expected: z.string().nullable(),
  correct: z.boolean().nullable(),
  /** After submission: the word behind the question (to add it to the new-words book). */
  entryId: z.number().int().nullable(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const attemptSectionSchema = z.object({
  kind: z.enum(EXAM_SECTION_KINDS),
  /** Reading: the passage's paragraphs the questions are about. */
  passage: z.object({ paragraphs: z.array(z.string()), lang: z.enum(LANGS) }).nullable(),
  questions: z.array(attemptQuestionSchema),
  /** After submission: right answers in this section. */
  score: z.number().int().nullable(),
  total: z.number().int(),
});
export type AttemptSection = z.infer<typeof attemptSectionSchema>;

export const examAttemptSchema = z.object({
  attemptId: z.number().int(),
  /** The exam (null for a reading quiz). */
  exam: examSummarySchema.nullable(),
  /** The article page (reading quiz only). */
  book: z.object({ id: z.number().int(), page: z.number().int(), title: z.string() }).nullable(),
  startedAt: z.string(),
  /** When the clock runs out (null: no clock, reading quizzes). */
  deadline: z.string().nullable(),
  /** The server's clock when answering, so the client's timer follows the server. */
  serverNow: z.string(),
  submittedAt: z.string().nullable(),
  /** Submitted after the deadline and its grace: scored, and flagged. */
  late: z.boolean(),
  score: z.number().int().nullable(),
  total: z.number().int(),
  sections: z.array(attemptSectionSchema),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

export const examSubmitBody = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.number().int().min(0).max(1000),
        /** The chosen or typed answer; sentence order: the sentences in order, one per line; null: no answer. */
        answer: z.string().max(4000).nullable(),
        /** Time spent on the question, when the client measured it. */
        ms: z.number().int().min(0).max(3_600_000).optional(),
      }),
    )
    .max(200),
  requestId: requestIdSchema,
});
export type ExamSubmitBody = z.infer<typeof examSubmitBody>;

export const examNewWordsSchema = z.object({
  /** Words of wrong answers now in the new-words book. */
  added: z.number().int(),
  entryIds: z.array(z.number().int()),
});
export type ExamNewWords = z.infer<typeof examNewWordsSchema>;

export const examHistoryItemSchema = z.object({
  attemptId: z.number().int(),
  exam: examSummarySchema,
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  score: z.number().int().nullable(),
  total: z.number().int(),
});
export type ExamHistoryItem = z.infer<typeof examHistoryItemSchema>;
export const examHistorySchema = z.object({ items: z.array(examHistoryItemSchema) });
export type ExamHistory = z.infer<typeof examHistorySchema>;

export const readingQuizBody = z.object({
  bookId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  page: z.number().int().min(0).max(100_000),
});
export const readingQuizHistoryQuery = z.object({ bookId: id.optional() });
export const readingQuizHistoryItemSchema = z.object({
  attemptId: z.number().int(),
  bookId: z.number().int(),
  page: z.number().int(),
  score: z.number().int(),
  total: z.number().int(),
  submittedAt: z.string(),
});
export type ReadingQuizHistoryItem = z.infer<typeof readingQuizHistoryItemSchema>;
export const readingQuizHistorySchema = z.object({ items: z.array(readingQuizHistoryItemSchema) });
export type ReadingQuizHistory = z.infer<typeof readingQuizHistorySchema>;
