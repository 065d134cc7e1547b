/**
 * Dictation: a session of words or sentences to hear and type (from a book, the new-words book,
 * today's words, or one sentence), graded on the server (`compareDictation`), each answer one
 * review in the memory (source `dictation`). An item carries the text to speak, so it can be played
 * (`GET /api/audio`), as the study loop's listening items do; the page never shows it before an answer.
 */
import { z } from 'zod';
import { LANGS } from '../constants.js';
import { requestIdSchema } from './memory.js';

export const DICTATION_SOURCES = ['book', 'new-words', 'today', 'sentence'] as const;
export type DictationSource = (typeof DICTATION_SOURCES)[number];
/** Items per dictation. */
export const DICTATION_SIZE = 20;
/** Longest typed answer (characters). */
export const DICTATION_MAX_ANSWER = 1000;

export const dictationStartBody = z
  .object({
    source: z.enum(DICTATION_SOURCES),
    bookId: z.number().int().positive().optional(),
    group: z.number().int().min(0).optional(),
    /** `sentence`: the words' example sentences instead of the words (sentence items stay sentences). */
    kind: z.enum(['word', 'sentence']).optional(),
    /** A sentence book item id (source `sentence`). */
    sentence: z.number().int().positive().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.source === 'book' && b.bookId === undefined) ctx.addIssue({ code: 'custom', path: ['bookId'], message: 'validation' });
    if (b.source === 'sentence' && b.sentence === undefined) ctx.addIssue({ code: 'custom', path: ['sentence'], message: 'validation' });
  });
export type DictationStartBody = z.infer<typeof dictationStartBody>;

export const dictationDiffOpSchema = z.object({
  op: z.enum(['same', 'missing', 'extra', 'wrong']),
  expected: z.string().optional(),
  got: z.string().optional(),
});

export const dictationItemSchema = z.object({
  id: z.number().int(),
  lang: z.enum(LANGS),
  /** What to play: the text and its language for `GET /api/audio` (not shown before an answer). */
  audio: z.object({ text: z.string(), lang: z.enum(LANGS) }),
  sentence: z.boolean(),
  /** Optional hints: the first letter and a meaning in the learner's language. */
  hint: z.object({ first: z.string(), meaning: z.string().nullable() }),
  attempts: z.number().int(),
  /** null until answered; then whether the last answer was right. */
  correct: z.boolean().nullable(),
  /** Right at the first attempt. */
  firstTry: z.boolean().nullable(),
});
export type DictationItem = z.infer<typeof dictationItemSchema>;

export const dictationSummarySchema = z.object({
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  firstTry: z.number().int(),
  /** Items still wrong (to retry). */
  wrong: z.number().int(),
});
export type DictationSummary = z.infer<typeof dictationSummarySchema>;

export const dictationSessionSchema = z.object({
  id: z.number().int(),
  source: z.enum(DICTATION_SOURCES),
  bookId: z.number().int().nullable(),
  items: z.array(dictationItemSchema),
  summary: dictationSummarySchema,
});
export type DictationSession = z.infer<typeof dictationSessionSchema>;

export const dictationIdParams = z.object({ id: z.coerce.number().int().positive() });

export const dictationAnswerBody = z.object({
  itemId: z.number().int().positive(),
  answer: z.string().max(DICTATION_MAX_ANSWER),
  ms: z.number().int().min(0).max(3_600_000).default(8000),
  requestId: requestIdSchema,
});
export type DictationAnswerBody = z.input<typeof dictationAnswerBody>;

export const dictationAnswerResultSchema = z.object({
  itemId: z.number().int(),
  correct: z.boolean(),
  /** Right but for accents (es, en) or tones (pinyin): counted wrong, shown as close. */
  almost: z.boolean(),
  diff: z.array(dictationDiffOpSchema),
  /** The text as written. */
  expected: z.string(),
  /** The form the answer was compared with: the text, the reading (ja) or pinyin (zh). */
  matched: z.enum(['text', 'reading', 'pinyin']),
  /** The accepted forms shown after an answer (the reading in kana, the pinyin with tone marks). */
  accepted: z.array(z.string()),
  attempts: z.number().int(),
  summary: dictationSummarySchema,
});
export type DictationAnswerResult = z.infer<typeof dictationAnswerResultSchema>;
