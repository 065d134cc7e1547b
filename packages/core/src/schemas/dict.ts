/**
 * Dictionary API shapes: search, entry detail, word lookup, the new-words book and search
 * history. Each is a zod schema (the server's response contract) and its inferred type (the web's).
 */
import { z } from 'zod';
import { LANGS } from '../constants.js';

/**
 * GET /api/dict/search. The length of `q` (at most MAX_QUERY_LENGTH) is checked by the server's
 * search, so its message can name the limit (`dict.queryTooLong` with `{max}`).
 */
export const dictSearchQuery = z.object({
  q: z.string().default('').describe('What the user typed: a word, prefix, pinyin (tones optional), kana or hangul'),
  lang: z.enum(LANGS).optional().describe('Only this language (the filtered view)'),
  prefer: z
    .enum(LANGS)
    .optional()
    .describe("Without lang: all languages, this one's (the language being learned) first after exact matches"),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DictSearchQuery = z.infer<typeof dictSearchQuery>;

/** An entry's id (GET /api/dict/entries/:id, its new-words flag) or a history item's. */
export const dictIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** GET /api/dict/lookup: any form of a word to its best entry. */
export const dictLookupQuery = z.object({
  word: z.string().min(1).max(200).describe('A headword, inflected form or reading'),
  lang: z.enum(LANGS).optional(),
});

/** How a search hit matched, best first: `meaning` is a word that means what was typed (comer → 吃). */
export const MATCH_KINDS = ['exact', 'lemma', 'reading', 'meaning', 'prefix'] as const;
export const matchKindSchema = z.enum(MATCH_KINDS);
export type MatchKind = z.infer<typeof matchKindSchema>;

export const dictSearchHitSchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  headword: z.string(),
  reading: z.string().nullable(),
  /** Short gloss in the requested native language, falling back to English then Chinese. */
  gloss: z.string(),
  match: matchKindSchema,
  freqRank: z.number().nullable(),
});
export type DictSearchHit = z.infer<typeof dictSearchHitSchema>;
export const dictSearchResultSchema = z.array(dictSearchHitSchema);

export const dictExampleSchema = z.object({
  text: z.string(),
  translation: z.string().nullable(),
  translationLang: z.string().nullable(),
});
export type DictExample = z.infer<typeof dictExampleSchema>;

export const dictConfusingSchema = z.object({ words: z.array(z.string()), note: z.string() });
export type DictConfusing = z.infer<typeof dictConfusingSchema>;

/** Meanings keyed by language code. */
export const dictMeaningsSchema = z.record(z.string(), z.array(z.string()));

export const dictEntrySchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  headword: z.string(),
  reading: z.string().nullable(),
  /** Pronunciation A (US English, pinyin with tone marks, kana, romanisation). */
  pronA: z.string().nullable(),
  /** Pronunciation B (UK English, alternative readings). */
  pronB: z.string().nullable(),
  pos: z.array(z.string()),
  meanings: dictMeaningsSchema,
  examples: z.array(dictExampleSchema),
  synonyms: z.array(z.string()),
  antonyms: z.array(z.string()),
  equivalents: z.array(z.string()),
  confusing: z.array(dictConfusingSchema),
  forms: z.array(z.string()),
  roots: z.array(z.string()),
  freqRank: z.number().nullable(),
  sources: z.array(z.string()),
  /** For signed-in users: whether the entry is in their new-words book. */
  inNewWords: z.boolean().optional(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;

/** An entry with `related`: `lang:word` of its related words → their entry ids, for those the dictionary has. */
export const dictEntryDetailSchema = dictEntrySchema.extend({ related: z.record(z.string(), z.number().int()) });
export type DictEntryDetail = z.infer<typeof dictEntryDetailSchema>;

export const dictLookupSchema = z.object({ id: z.number().int() });
export type DictLookup = z.infer<typeof dictLookupSchema>;

/** PUT /api/dict/entries/:id/new-words. */
export const dictNewWordsBody = z.object({ inNewWords: z.boolean() });
export const newWordsFlagSchema = z.object({ id: z.number().int(), inNewWords: z.boolean() });
export type NewWordsFlag = z.infer<typeof newWordsFlagSchema>;

export const newWordSchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  headword: z.string(),
  reading: z.string().nullable(),
  gloss: z.string(),
  addedAt: z.number(),
});
export type NewWord = z.infer<typeof newWordSchema>;
/** GET /api/dict/new-words: a page, newest first. */
export const dictNewWordsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const newWordsPageSchema = z.object({ items: z.array(newWordSchema) });
export type NewWordsPage = z.infer<typeof newWordsPageSchema>;

/** POST /api/dict/history: a look-up as typed (checked and tidied by the server; empty is not one). */
export const dictHistoryBody = z.object({
  query: z.string().max(10_000),
  lang: z.enum(LANGS),
});

export const historyItemSchema = z.object({
  id: z.number().int(),
  query: z.string(),
  lang: z.string(),
  createdAt: z.number(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyListSchema = z.object({ items: z.array(historyItemSchema) });
export type HistoryList = z.infer<typeof historyListSchema>;

/** What a delete answers: how many rows went. */
export const removedSchema = z.object({ removed: z.number().int() });
export type Removed = z.infer<typeof removedSchema>;
