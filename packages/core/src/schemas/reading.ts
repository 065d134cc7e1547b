/**
 * Reading an article book page by page (like Lute and LingQ): every word with its dictionary
 * entry and the learner's status, the summary before opening ("you know N% of its words"), word
 * statuses, lookups and "mark the rest known" feeding the memory (source `reading`), and the
 * reading position per book.
 */
import { z } from 'zod';
import { LANGS } from '../constants.js';
import { requestIdSchema } from './memory.js';

/**
 * A word's status for the reader: `new` (never studied, not marked), `learning` (a memory card
 * not known yet), `known` (marked known, or a card known: retrievability ≥ 0.9 after reaching the
 * review state), `ignored` (a name or a word the learner does not want counted).
 */
export const WORD_STATUSES = ['new', 'learning', 'known', 'ignored'] as const;
export type WordStatus = (typeof WORD_STATUSES)[number];
/** Statuses a learner sets by hand; `new` clears the mark. */
export const SETTABLE_WORD_STATUSES = ['new', 'known', 'ignored'] as const;

export const readingBookParams = z.object({ id: z.coerce.number().int().positive() });
export const readingPageParams = z.object({
  id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().positive().max(1_000_000),
});

export const readingPositionSchema = z.object({
  page: z.number().int(),
  /** Sentence index in the page (0-based). */
  sentence: z.number().int(),
  updatedAt: z.string(),
});
export type ReadingPosition = z.infer<typeof readingPositionSchema>;

/** One distinct word of a page (tokens point at it by index). */
export const readingWordSchema = z.object({
  /** `e:<entryId>` for a dictionary word, `l:<lemma>` for a word the dictionary lacks. */
  key: z.string(),
  entryId: z.number().int().nullable(),
  /** Dictionary form (lemma), lower-cased for alphabetic languages. */
  lemma: z.string(),
  status: z.enum(WORD_STATUSES),
});
export type ReadingWord = z.infer<typeof readingWordSchema>;

/** A piece of a sentence: a word (`w` = index in the page's `words`) or the text between words. */
export const readingTokenSchema = z.object({ text: z.string(), w: z.number().int().nullable() });
export type ReadingToken = z.infer<typeof readingTokenSchema>;

export const readingSentenceSchema = z.object({ text: z.string(), tokens: z.array(readingTokenSchema) });
export type ReadingSentence = z.infer<typeof readingSentenceSchema>;

export const readingParagraphSchema = z.object({
  itemId: z.number().int(),
  /** A heading (the item's first line in 【…】): drawn as a title, without the brackets. */
  heading: z.boolean(),
  sentences: z.array(readingSentenceSchema),
  /** The paragraph's translation when the book has one. */
  translation: z.string().nullable(),
});
export type ReadingParagraph = z.infer<typeof readingParagraphSchema>;

export const readingBookInfoSchema = z.object({
  id: z.number().int(),
  lang: z.enum(LANGS),
  titles: z.record(z.string(), z.string()),
  pages: z.number().int(),
  hasTranslation: z.boolean(),
});

export const readingPageSchema = z.object({
  book: readingBookInfoSchema,
  page: z.number().int(),
  words: z.array(readingWordSchema),
  paragraphs: z.array(readingParagraphSchema),
  /** Where the reader stopped in this book (null before the first visit). */
  position: readingPositionSchema.nullable(),
});
export type ReadingPage = z.infer<typeof readingPageSchema>;

export const readingNewWordSchema = z.object({
  entryId: z.number().int(),
  lemma: z.string(),
  reading: z.string().nullable(),
  meaning: z.string(),
  /** Occurrences in the book. */
  count: z.number().int(),
});
export type ReadingNewWord = z.infer<typeof readingNewWordSchema>;

export const readingSummarySchema = z.object({
  book: readingBookInfoSchema,
  /** Word tokens in the book. */
  words: z.number().int(),
  /** Distinct words per status. */
  counts: z.object({ new: z.number().int(), learning: z.number().int(), known: z.number().int(), ignored: z.number().int() }),
  /** Share of the book's running words (ignored ones left out) the learner knows, 0-100. */
  knownPercent: z.number().int(),
  /** The most frequent new words with a dictionary entry (at most 30), most frequent first. */
  newWords: z.array(readingNewWordSchema),
  position: readingPositionSchema.nullable(),
});
export type ReadingSummary = z.infer<typeof readingSummarySchema>;

export const wordStatusBody = z
  .object({
    entryId: z.number().int().positive().optional(),
    /** For a word the dictionary lacks: its lemma (as the page gave it) and language. */
    lemma: z.string().trim().min(1).max(64).optional(),
    lang: z.enum(LANGS).optional(),
    status: z.enum(SETTABLE_WORD_STATUSES),
    /** Idempotency of the easy recall written when a word becomes known. */
    requestId: requestIdSchema.optional(),
  })
  .refine((b) => b.entryId !== undefined || (b.lemma !== undefined && b.lang !== undefined), { message: 'reading.wordRequired' });
export type WordStatusBody = z.infer<typeof wordStatusBody>;

export const wordStatusResultSchema = z.object({ key: z.string(), status: z.enum(WORD_STATUSES) });
export type WordStatusResult = z.infer<typeof wordStatusResultSchema>;

export const pageKnownResultSchema = z.object({
  /** Words marked known now. */
  marked: z.number().int(),
  /** Easy recalls written to the memory (words with a dictionary entry). */
  reviews: z.number().int(),
  /** The keys now known. */
  keys: z.array(z.string()),
});
export type PageKnownResult = z.infer<typeof pageKnownResultSchema>;

export const readingLookupBody = z.object({
  entryId: z.number().int().positive(),
  bookId: z.number().int().positive(),
  requestId: requestIdSchema,
});
export type ReadingLookupBody = z.infer<typeof readingLookupBody>;

export const readingLookupResultSchema = z.object({
  /** False when this request id was recorded before (nothing written). */
  recorded: z.boolean(),
  status: z.enum(WORD_STATUSES),
});
export type ReadingLookupResult = z.infer<typeof readingLookupResultSchema>;

export const readingPositionBody = z.object({
  page: z.number().int().positive().max(1_000_000),
  sentence: z.number().int().min(0).max(100_000).optional(),
});

export const readingHistoryItemSchema = z.object({
  bookId: z.number().int(),
  lang: z.enum(LANGS),
  titles: z.record(z.string(), z.string()),
  page: z.number().int(),
  pages: z.number().int(),
  /** Pages reached, 0-100. */
  progress: z.number().int(),
  updatedAt: z.string(),
});
export type ReadingHistoryItem = z.infer<typeof readingHistoryItemSchema>;
export const readingHistorySchema = z.object({ items: z.array(readingHistoryItemSchema) });
export type ReadingHistory = z.infer<typeof readingHistorySchema>;
export const readingHistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).optional() });
