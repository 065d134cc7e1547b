/**
 * Sentence search and the sentence page: every sentence of a sentence book and every dictionary
 * example, searchable by words (segmented for Chinese and Japanese) in the sentence or its
 * translation. Sentence ids are stable strings: `b<bookItemId>` for a book's sentence,
 * `e<entryId>-<n>` for the n-th example (0-based) of a dictionary entry.
 */
import { z } from 'zod';
import { LANGS } from '../constants.js';

/** Longest search text (characters, after trimming). */
export const MAX_SENTENCE_QUERY = 100;
export const SENTENCE_ID_PATTERN = /^(b\d{1,15}|e\d{1,15}-\d{1,4})$/;

export const sentenceSearchQuery = z.object({
  /** Checked by the service so the message names its limit (sentences.queryEmpty / queryTooLong); the URL's own limit caps it. */
  q: z.string(),
  /** The sentences' language; default the learner's learning language. */
  lang: z.enum(LANGS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SentenceSearchQuery = z.infer<typeof sentenceSearchQuery>;

/** UTF-16 [start, end) ranges of matched words in `text` (or in `translation` for `translationHighlights`). */
export const highlightSchema = z.tuple([z.number().int(), z.number().int()]);

export const sentenceHitSchema = z.object({
  id: z.string(),
  text: z.string(),
  translation: z.string().nullable().optional(),
  lang: z.enum(LANGS),
  /** The sentence book holding it (book sentences). */
  bookId: z.number().int().nullable().optional(),
  bookTitle: z.string().nullable().optional(),
  /** The dictionary entry whose example it is (examples). */
  entryId: z.number().int().nullable().optional(),
  headword: z.string().nullable().optional(),
  source: z.enum(['book', 'example']),
  /** Where the words matched: the sentence itself, or its translation. */
  matchedIn: z.enum(['text', 'translation']),
  highlights: z.array(highlightSchema),
  translationHighlights: z.array(highlightSchema),
});
export type SentenceHit = z.infer<typeof sentenceHitSchema>;

export const sentenceSearchResultSchema = z.object({
  items: z.array(sentenceHitSchema),
  /** True while the search index is still being built after a content change (results may be partial). */
  indexing: z.boolean(),
});
export type SentenceSearchResult = z.infer<typeof sentenceSearchResultSchema>;

/** Ids of another shape answer sentences.notFound (404), like unknown ones. */
export const sentenceIdParams = z.object({ id: z.string().max(40, 'sentences.notFound') });

export const sentenceTokenSchema = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  word: z.boolean(),
  lemma: z.string(),
  pos: z.string(),
  reading: z.string().optional(),
  entryId: z.number().int().nullable(),
});
export type SentenceToken = z.infer<typeof sentenceTokenSchema>;

export const sentenceDetailSchema = z.object({
  id: z.string(),
  text: z.string(),
  translation: z.string().nullable(),
  translationLang: z.string().nullable(),
  lang: z.enum(LANGS),
  source: z.enum(['book', 'example']),
  bookId: z.number().int().nullable(),
  bookTitle: z.string().nullable(),
  entryId: z.number().int().nullable(),
  headword: z.string().nullable(),
  tokens: z.array(sentenceTokenSchema),
  /**
   * What "practise this sentence" reviews in the memory (`POST /api/memory/reviews`): the book
   * item's own sentence card when the sentence is in a sentence book (an example whose text is in a
   * built-in sentence book uses that item), else the card of the example's word.
   */
  practice: z.object({ itemId: z.number().int().nullable(), entryId: z.number().int().nullable() }),
});
export type SentenceDetail = z.infer<typeof sentenceDetailSchema>;

/** The web's last sentence searches on a device (localStorage), newest first; a damaged value reads as none. */
export const sentenceSearchHistorySchema = z
  .array(z.object({ q: z.string().min(1).max(MAX_SENTENCE_QUERY), lang: z.enum(LANGS) }))
  .catch([]);
export type SentenceSearchHistory = z.infer<typeof sentenceSearchHistorySchema>;
