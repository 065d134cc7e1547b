/**
 * Dictionary API shapes: search, entry detail, word lookup, the new-words book and search
 * history. Each is a zod schema (the server's response contract) and its inferred type (the web's).
 */
import { z } from 'zod';
import { LANGS, MAX_QUERY_LENGTH } from '../constants.js';

export const dictSearchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, 'dict.queryTooLong'),
  /** Only this language's hits (the filtered view). */
  lang: z.enum(LANGS).optional(),
  /** All languages, this one's hits first (the language being learned); ignored when `lang` is set. */
  prefer: z.enum(LANGS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DictSearchQuery = z.infer<typeof dictSearchQuery>;

export const MATCH_KINDS = ['exact', 'lemma', 'reading', 'prefix'] as const;
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
export const newWordsPageSchema = z.object({ items: z.array(newWordSchema) });
export type NewWordsPage = z.infer<typeof newWordsPageSchema>;

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
