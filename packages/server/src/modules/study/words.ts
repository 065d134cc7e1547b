/**
 * Words as the learner sees them: an entry (or a sentence item) with meanings in the native
 * language first, one example, the memory card and the new-words flag.
 */
import {
  CARD_STATES,
  type CardState,
  type Lang,
  type MemoryCardView,
  type SchedulerOptions,
  type StudyWord,
  type WordStateFilter,
} from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { type UploadedItem, uploadedItems, uploadedMeanings } from '../books/item-extra.js';
import { parseMeanings } from '../dict/presenter.js';
import { cardKey, memoryRepo } from '../memory/repo.js';
import { presentCard } from '../memory/service.js';
import { studyRepo } from './repo.js';

/** A book item or an entry to show: what the loaders below read. */
export interface WordSource {
  entryId: number | null;
  itemId: number | null;
  /** Sentence items are remembered by item; words by entry. */
  sentence: boolean;
  text: string;
  translation: string | null;
  lang: string;
}

export interface EntryRow {
  id: number;
  lang: string;
  headword: string;
  reading: string | null;
  pron_a: string | null;
  pron_b: string | null;
  meanings: string;
  examples: string;
}

/** Native language, then the UI language, then English and Chinese: where a meaning is looked for. */
export function meaningOrder(nativeLang: string | null, uiLang: string): string[] {
  return [...new Set([nativeLang ?? uiLang, uiLang, 'en', 'zh'].filter(Boolean) as string[])];
}

const MEANING_MAX = 80;

/**
 * Meanings of an entry, native language first; never the learning language's own definitions
 * first unless nothing else exists. `lang` is the language of the first meaning (for the page's
 * `lang` attribute: Chinese meanings drawn with Chinese glyphs in a Japanese interface).
 */
export function orderedMeanings(meaningsJson: string, order: string[], ownLang: string): { list: string[]; lang: string | null } {
  const all = parseMeanings(meaningsJson);
  const out: string[] = [];
  let lang: string | null = null;
  for (const l of order) {
    if (l === ownLang && order[0] !== ownLang) continue;
    const list = all[l] ?? [];
    if (list.length && lang === null) lang = l;
    out.push(...list);
  }
  if (out.length === 0) {
    for (const [l, list] of Object.entries(all)) {
      if (list.length && lang === null) lang = l;
      out.push(...list);
    }
  }
  return { list: [...new Set(out.map((m) => m.trim()).filter((m) => m.length > 0))].slice(0, 6), lang };
}

/** The short meaning used as a choice or a spelling prompt. */
export function shortMeaning(meanings: string[], fallback: string | null): string {
  const first = meanings[0] ?? fallback ?? '';
  return first.length > MEANING_MAX ? `${first.slice(0, MEANING_MAX - 1)}…` : first;
}

function firstExample(examplesJson: string): { text: string; translation: string | null } | null {
  try {
    const list = JSON.parse(examplesJson) as { text?: unknown; translation?: unknown }[];
    const ex = Array.isArray(list) ? list.find((e) => typeof e?.text === 'string' && e.text.length > 0) : undefined;
    return ex ? { text: String(ex.text), translation: typeof ex.translation === 'string' ? ex.translation : null } : null;
  } catch {
    return null;
  }
}

export async function entriesById(db: Executor, ids: number[]): Promise<Map<number, EntryRow>> {
  const out = new Map<number, EntryRow>();
  if (ids.length === 0) return out;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await studyRepo.entries(db, ids.slice(i, i + 500));
    for (const r of rows) out.set(r.id, r);
  }
  return out;
}

/**
 * The memory card of a source: a sentence by its item; a word by its dictionary entry (shared by
 * every book that has the word), or by its item when it has no entry (an uploaded word the
 * dictionary does not know).
 */
export function keyOf(s: Pick<WordSource, 'sentence' | 'entryId' | 'itemId'>): string | null {
  if (s.sentence || s.entryId === null) return s.itemId === null ? null : cardKey.item(s.itemId);
  return cardKey.entry(s.entryId);
}

/** Card keys asked per statement. */
const KEYS_PER_QUERY = 500;

/**
 * The memory state of each of a list's words (no card, or one never reviewed: new) and how many
 * words are in each state: the word list's filter chips count the whole book or group, not the
 * page loaded.
 */
export async function wordStates(db: Executor, userId: number, sources: readonly WordSource[]) {
  const keys = [...new Set(sources.map(keyOf).filter((k): k is string => k !== null))];
  const states = new Map<string, CardState>();
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const rows = await studyRepo.cardStates(db, userId, keys.slice(i, i + KEYS_PER_QUERY));
    for (const r of rows) states.set(r.card_key, CARD_STATES[r.state] ?? 'new');
  }
  const stateOf = (s: WordSource): CardState => states.get(keyOf(s) ?? '') ?? 'new';
  const counts: Record<WordStateFilter, number> = { all: sources.length, new: 0, learning: 0, review: 0, relearning: 0 };
  for (const s of sources) counts[stateOf(s)] += 1;
  return { stateOf, counts };
}

export interface WordContext {
  userId: number;
  order: string[];
  now: number;
  opts: SchedulerOptions;
}

/** StudyWords for sources, with cards and new-words flags, in the sources' order. */
export async function presentWords(db: Executor, ctx: WordContext, sources: WordSource[]): Promise<StudyWord[]> {
  const entries = await entriesById(db, [...new Set(sources.map((s) => s.entryId).filter((x): x is number => x !== null))]);
  const keys = sources.map(keyOf).filter((k): k is string => k !== null);
  const cards = new Map<string, MemoryCardView>();
  for (let i = 0; i < keys.length; i += 500) {
    for (const row of await memoryRepo.cardsByKeys(db, ctx.userId, keys.slice(i, i + 500))) {
      if (row.reps > 0) cards.set(row.card_key, presentCard(row, ctx.now, ctx.opts));
    }
  }
  const entryIds = [...entries.keys()];
  const flagged = new Set<number>();
  if (entryIds.length) {
    const rows = await studyRepo.newWordsFlags(db, ctx.userId, entryIds);
    for (const r of rows) flagged.add(Number(r.entry_id));
  }
  const uploaded = await uploadedItems(
    db,
    sources.map((s) => s.itemId).filter((x): x is number => x !== null),
  );
  // A word of an uploaded book: the uploader's meanings first in professional mode (the
  // dictionary's otherwise), their pronunciation and example when they gave one.
  const uploadedWord = (s: WordSource, e: EntryRow | undefined, up: UploadedItem, key: string | null): StudyWord => {
    const own = up.own;
    const dict = e ? orderedMeanings(e.meanings, ctx.order, e.lang) : { list: [], lang: null };
    const shown = uploadedMeanings(own, s.translation, up.professional, dict, ctx.order);
    const meanings = shown.list;
    const meaningsLang = shown.lang as Lang | null;
    const ex = own?.examples.find((x) => x.text.length > 0);
    return {
      entryId: s.entryId,
      itemId: s.itemId,
      text: s.text,
      lang: (e?.lang ?? s.lang) as Lang,
      reading: e?.reading ?? null,
      pron: own?.pronA || own?.pronB || (e?.pron_a && e.pron_a !== e.reading ? e.pron_a : e?.pron_b) || null,
      meanings,
      meaningsLang,
      example: ex ? { text: ex.text, translation: ex.translation } : e ? firstExample(e.examples) : null,
      card: key ? (cards.get(key) ?? null) : null,
      inNewWords: s.entryId !== null && flagged.has(s.entryId),
    };
  };
  return sources.map((s) => {
    const e = s.entryId === null ? undefined : entries.get(s.entryId);
    const key = keyOf(s);
    const up = s.itemId === null ? undefined : uploaded.get(s.itemId);
    if (up && up.bookType === 'word') return uploadedWord(s, e, up, key);
    if (s.sentence) {
      return {
        entryId: s.entryId,
        itemId: s.itemId,
        text: s.text,
        lang: s.lang as Lang,
        reading: null,
        pron: null,
        meanings: s.translation ? [s.translation] : [],
        meaningsLang: null,
        example: null,
        card: key ? (cards.get(key) ?? null) : null,
        inNewWords: s.entryId !== null && flagged.has(s.entryId),
      };
    }
    const ordered = e ? orderedMeanings(e.meanings, ctx.order, e.lang) : { list: [], lang: null };
    const meanings = ordered.list;
    let meaningsLang = ordered.lang;
    if (meanings.length === 0 && s.translation) {
      meanings.push(s.translation);
      meaningsLang = null;
    }
    return {
      entryId: s.entryId,
      itemId: s.itemId,
      text: e?.headword ?? s.text,
      lang: (e?.lang ?? s.lang) as Lang,
      reading: e?.reading ?? null,
      // The main pronunciation (US IPA, pinyin, kana, Korean standard pronunciation, Spanish IPA),
      // else the second one when the first only repeats the reading (Japanese kana).
      pron: (e?.pron_a && e.pron_a !== e.reading ? e.pron_a : e?.pron_b) ?? null,
      meanings,
      meaningsLang: meaningsLang as Lang | null,
      example: e ? firstExample(e.examples) : null,
      card: key ? (cards.get(key) ?? null) : null,
      inNewWords: s.entryId !== null && flagged.has(s.entryId),
    };
  });
}
