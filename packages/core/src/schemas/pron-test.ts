/**
 * Pronunciation tests: `phonetic` (English IPA, Chinese initials/finals/tones, Japanese kana,
 * Korean jamo and batchim) and `multi` (Chinese polyphonic characters, English heteronyms,
 * Japanese kanji readings). The server makes the questions and keeps the answers; one submission
 * per test, scored and stored.
 */
import { z } from 'zod';
import { LANGS } from '../constants.js';
import { PRON_KINDS, PRON_QUESTION_TYPES } from '../rules/pron/questions.js';
import { requestIdSchema } from './memory.js';

export const pronTestStartBody = z.object({
  kind: z.enum(PRON_KINDS),
  /** Default: the learning language. */
  lang: z.enum(LANGS).optional(),
});

const audioRef = z.object({ text: z.string(), lang: z.enum(LANGS) });

export const pronQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(PRON_QUESTION_TYPES),
  prompt: z.string(),
  context: z.string().nullable(),
  highlight: z.string().nullable(),
  audio: audioRef.nullable(),
  options: z.array(z.string()).min(2).max(4),
});
export type PronQuestion = z.infer<typeof pronQuestionSchema>;

export const pronTestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRON_KINDS),
  lang: z.enum(LANGS),
  questions: z.array(pronQuestionSchema),
});
export type PronTest = z.infer<typeof pronTestSchema>;

export const pronTestIdParams = z.object({ id: z.coerce.number().int().positive() });

export const pronSubmitBody = z.object({
  /** One answer per question at most; a question left out counts as wrong. null = "I don't know". */
  answers: z
    .array(
      z.object({
        questionId: z.number().int().min(0),
        answer: z.string().max(200).nullable(),
        ms: z.number().int().min(0).max(3_600_000).optional(),
      }),
    )
    .max(50),
  requestId: requestIdSchema,
});
export type PronSubmitBody = z.input<typeof pronSubmitBody>;

export const pronResultItemSchema = z.object({
  questionId: z.number().int(),
  type: z.enum(PRON_QUESTION_TYPES),
  /** What was asked, so a stored result reads on its own: the prompt, its context and the part asked about. */
  prompt: z.string(),
  context: z.string().nullable(),
  highlight: z.string().nullable(),
  correct: z.boolean(),
  given: z.string().nullable(),
  expected: z.string(),
  /** Audio to hear once answered (the word, the sentence). */
  reveal: audioRef.nullable(),
});

export const pronResultSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRON_KINDS),
  lang: z.enum(LANGS),
  score: z.number().int(),
  total: z.number().int(),
  at: z.string(),
  results: z.array(pronResultItemSchema),
});
export type PronResult = z.infer<typeof pronResultSchema>;

export const pronHistoryQuery = z.object({ kind: z.enum(PRON_KINDS).optional() });

export const pronHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(PRON_KINDS),
      lang: z.enum(LANGS),
      score: z.number().int(),
      total: z.number().int(),
      at: z.string(),
    }),
  ),
});
export type PronHistory = z.infer<typeof pronHistorySchema>;
