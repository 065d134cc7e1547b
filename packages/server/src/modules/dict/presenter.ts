/** Turns dictionary rows (JSON text columns) into the API shapes DictEntry and DictSearchHit. */
import type { DictConfusing, DictEntry, DictExample } from '@qfl/core';
import type { DictEntriesTable } from '../../db/schema.js';

/** A dict_entries row as read from either database (ids may arrive as strings from raw queries). */
export type EntryRow = Omit<DictEntriesTable, 'id'> & { id: number | string };

const GLOSS_MAX = 80;

function parse(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isString = (v: unknown): v is string => typeof v === 'string';

function strings(text: string): string[] {
  const v = parse(text);
  return Array.isArray(v) ? v.filter(isString) : [];
}

export function parseMeanings(text: string): Record<string, string[]> {
  const v = parse(text);
  const out: Record<string, string[]> = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [lang, list] of Object.entries(v)) {
      if (Array.isArray(list)) out[lang] = list.filter(isString);
    }
  }
  return out;
}

function examples(text: string): DictExample[] {
  const v = parse(text);
  if (!Array.isArray(v)) return [];
  return v.flatMap((e: unknown) => {
    if (!e || typeof e !== 'object') return [];
    const { text: t, translation, translationLang } = e as Record<string, unknown>;
    if (!isString(t)) return [];
    return [
      {
        text: t,
        translation: isString(translation) ? translation : null,
        translationLang: isString(translationLang) ? translationLang : null,
      },
    ];
  });
}

function confusing(text: string): DictConfusing[] {
  const v = parse(text);
  if (!Array.isArray(v)) return [];
  return v.flatMap((c: unknown) => {
    if (!c || typeof c !== 'object') return [];
    const { words, note } = c as Record<string, unknown>;
    if (!Array.isArray(words)) return [];
    return [{ words: words.filter(isString), note: isString(note) ? note : '' }];
  });
}

/** The languages to take a gloss from, best first: the reader's, then English, then Chinese. */
export function glossOrder(uiLang: string): string[] {
  return [...new Set([uiLang, 'en', 'zh'])];
}

/** A one-line gloss: the first meanings in the first language that has any. */
export function glossOf(meanings: Record<string, string[]>, uiLang: string): string {
  let list: string[] | undefined;
  for (const lang of glossOrder(uiLang)) {
    if (meanings[lang]?.length) {
      list = meanings[lang];
      break;
    }
  }
  list ??= Object.values(meanings).find((l) => l.length > 0) ?? [];
  const text = list.slice(0, 3).join('; ');
  return text.length > GLOSS_MAX ? `${text.slice(0, GLOSS_MAX - 1)}…` : text;
}

export function presentEntry(row: EntryRow, inNewWords?: boolean): DictEntry {
  return {
    id: Number(row.id),
    lang: row.lang,
    headword: row.headword,
    reading: row.reading,
    pronA: row.pron_a,
    pronB: row.pron_b,
    pos: strings(row.pos),
    meanings: parseMeanings(row.meanings),
    examples: examples(row.examples),
    synonyms: strings(row.synonyms),
    antonyms: strings(row.antonyms),
    equivalents: strings(row.equivalents),
    confusing: confusing(row.confusing),
    forms: strings(row.forms),
    roots: strings(row.roots),
    freqRank: row.freq_rank,
    sources: strings(row.sources),
    ...(inNewWords === undefined ? {} : { inNewWords }),
  };
}
