/** Dictionary API shapes: search results and entry detail. */
import { z } from 'zod';
import { LANGS, MAX_QUERY_LENGTH } from '../constants.js';

export const dictSearchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, 'dict.queryTooLong'),
  lang: z.enum(LANGS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DictSearchQuery = z.infer<typeof dictSearchQuery>;

export type MatchKind = 'exact' | 'lemma' | 'reading' | 'prefix';

export interface DictSearchHit {
  id: number;
  lang: string;
  headword: string;
  reading: string | null;
  /** Short gloss in the requested native language, falling back to English then Chinese. */
  gloss: string;
  match: MatchKind;
  freqRank: number | null;
}

export interface DictExample {
  text: string;
  translation: string | null;
  translationLang: string | null;
}

export interface DictConfusing {
  words: string[];
  note: string;
}

export interface DictEntry {
  id: number;
  lang: string;
  headword: string;
  reading: string | null;
  /** Pronunciation A (US English, pinyin with tone marks, kana, romanisation). */
  pronA: string | null;
  /** Pronunciation B (UK English, alternative readings). */
  pronB: string | null;
  pos: string[];
  /** Meanings keyed by language code. */
  meanings: Record<string, string[]>;
  examples: DictExample[];
  synonyms: string[];
  antonyms: string[];
  equivalents: string[];
  confusing: DictConfusing[];
  forms: string[];
  roots: string[];
  freqRank: number | null;
  sources: string[];
  /** For signed-in users: whether the entry is in their new-words book. */
  inNewWords?: boolean;
}
