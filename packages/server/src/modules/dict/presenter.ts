/** Turns dictionary rows (JSON text columns) into the API shapes DictEntry and DictSearchHit. */
import type { DictEntry } from '@qfl/core';
import { z } from 'zod';
import type { Selectable } from 'kysely';
import type { DictEntriesTable } from '../../db/schema.js';

/** A dict_entries row. */
export type EntryRow = Selectable<DictEntriesTable>;

const GLOSS_MAX = 80;

/**
 * A JSON text column read with a zod schema. The content build writes these columns, so a
 * malformed one is a build bug: it reads as empty rather than failing the request, and items
 * of the wrong shape inside a list are dropped one by one.
 */
function jsonColumn<T extends z.ZodType>(schema: T, empty: z.output<T>) {
  const json = z.string().transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  });
  const whole = json.pipe(schema);
  return (text: string | null | undefined): z.output<T> => {
    const parsed = whole.safeParse(text ?? '');
    return parsed.success ? parsed.data : empty;
  };
}

/** A list column: the items that have the shape, the others dropped. */
function listColumn<T extends z.ZodType>(item: T) {
  const lenient = z.array(z.unknown()).transform((items) =>
    items.flatMap((v) => {
      const r = item.safeParse(v);
      return r.success ? [r.data as z.output<T>] : [];
    }),
  );
  return jsonColumn(lenient, []);
}

const stringsIn = (ws: unknown[]) => ws.filter((w): w is string => typeof w === 'string');
const strings = listColumn(z.string());
const examples = listColumn(
  z.object({
    text: z.string(),
    translation: z
      .string()
      .nullish()
      .catch(null)
      .transform((v) => v ?? null),
    translationLang: z
      .string()
      .nullish()
      .catch(null)
      .transform((v) => v ?? null),
  }),
);
const confusing = listColumn(
  z.object({
    words: z.array(z.unknown()).transform(stringsIn),
    note: z.string().catch(''),
  }),
);
// Meanings keyed by language: a language whose value is not a list is left out.
const meanings = jsonColumn(
  z.record(z.string(), z.unknown()).transform((m) => {
    const out: Record<string, string[]> = {};
    for (const [lang, list] of Object.entries(m)) if (Array.isArray(list)) out[lang] = stringsIn(list);
    return out;
  }),
  {},
);

export function parseMeanings(text: string): Record<string, string[]> {
  return meanings(text);
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
    id: row.id,
    lang: row.lang,
    headword: row.headword,
    reading: row.reading,
    pronA: row.pron_a,
    pronB: row.pron_b,
    pos: strings(row.pos),
    meanings: meanings(row.meanings),
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
