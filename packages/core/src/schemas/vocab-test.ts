/**
 * The vocabulary size test: an adaptive run of up to 60 meaning choices over words ranked by
 * frequency, graded on the server; the result is an estimated number of known words with a
 * 90% credible interval (see rules/vocab-estimate.ts). A test creates no card.
 */
import { z } from 'zod';
import { LANGS } from '../constants.js';
import { requestIdSchema } from './memory.js';

export const vocabTestStartBody = z.object({ lang: z.enum(LANGS).optional() });
/** The start's body may be left out: the learning language is tested. */
export const vocabTestStartRequest = vocabTestStartBody.optional();

export const vocabQuestionSchema = z.object({
  entryId: z.number().int(),
  /** The word, in the tested language. */
  word: z.string(),
  /** Four meanings in the learner's native language (else English or Chinese): one right. */
  choices: z.array(z.string()).length(4),
  /** "I don't know" is always offered. */
  canSkip: z.literal(true),
});
export type VocabQuestion = z.infer<typeof vocabQuestionSchema>;

export const vocabResultSchema = z.object({
  estimate: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
});
export type VocabResult = z.infer<typeof vocabResultSchema>;

export const vocabTestStartSchema = z.object({
  id: z.number().int(),
  lang: z.enum(LANGS),
  question: vocabQuestionSchema,
  /** Questions answered so far. */
  asked: z.number().int(),
  maxQuestions: z.number().int(),
});
export type VocabTestStart = z.infer<typeof vocabTestStartSchema>;

export const vocabTestIdParams = z.object({ id: z.coerce.number().int().positive() });

export const vocabAnswerBody = z.object({
  entryId: z.number().int().positive(),
  /** The chosen meaning, or null for "I don't know". */
  answer: z.string().max(2000).nullable(),
  ms: z.number().int().min(0).max(3_600_000),
  requestId: requestIdSchema,
});
export type VocabAnswerBody = z.input<typeof vocabAnswerBody>;

export const vocabAnswerResultSchema = z.object({
  correct: z.boolean(),
  /** The right meaning. */
  expected: z.string(),
  done: z.boolean(),
  /** The next question, or null when done. */
  question: vocabQuestionSchema.nullable(),
  asked: z.number().int(),
  result: vocabResultSchema.optional(),
});
export type VocabAnswerResult = z.infer<typeof vocabAnswerResultSchema>;

export const vocabHistoryQuery = z.object({ lang: z.enum(LANGS).optional() });
export const vocabHistoryItemSchema = vocabResultSchema.extend({
  id: z.number().int(),
  lang: z.enum(LANGS),
  /** When the test was finished (ISO). */
  at: z.string(),
  questions: z.number().int(),
});
export type VocabHistoryItem = z.infer<typeof vocabHistoryItemSchema>;
export const vocabHistorySchema = z.object({ items: z.array(vocabHistoryItemSchema) });
export type VocabHistory = z.infer<typeof vocabHistorySchema>;
