/**
 * The built character table (content `chars.jsonl.gz` + `radicals.json`: radical, strokes and
 * first-level components of ~13,500 characters, 0.25 MB gzipped) held in memory. Nothing in it is
 * queried by SQL and it changes only with the content, so it is read from CONTENT_DIR on first use
 * instead of going through a table; the reverse index (component → characters with it, by
 * frequency) is built at the same time. Older content without the file gives no table: word basics
 * then shows characters without radicals or components.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CharParts, CharRadical, CharRecord, Lang, RadicalRecord } from '@qfl/core';

export interface CharTable {
  get(ch: string): CharRecord | undefined;
  radical(n: number): RadicalRecord | undefined;
  /** Characters with `component` at their first level, most frequent in `lang` first. */
  containing(component: string, lang: Lang, limit: number, except?: string): string[];
  size: number;
}

/** Japanese (and Korean hanja, which are traditional forms) rank by the Japanese dictionary; the rest by the Chinese. */
const rankOf = (r: CharRecord, lang: Lang): number | undefined => (lang === 'ja' || lang === 'ko' ? r.ja : r.zh);

export function makeCharTable(chars: CharRecord[], radicals: RadicalRecord[]): CharTable {
  const byChar = new Map(chars.map((c) => [c.c, c]));
  const byNum = new Map(radicals.map((r) => [r.n, r]));
  const withPart = new Map<string, CharRecord[]>();
  for (const c of chars) {
    for (const p of new Set(c.p ?? [])) {
      let list = withPart.get(p);
      if (!list) {
        list = [];
        withPart.set(p, list);
      }
      list.push(c);
    }
  }
  const sorted = new Map<string, CharRecord[]>();
  return {
    size: byChar.size,
    get: (ch) => byChar.get(ch),
    radical: (n) => byNum.get(n),
    containing(component, lang, limit, except) {
      const key = `${lang === 'ko' ? 'ja' : lang === 'ja' ? 'ja' : 'zh'}|${component}`;
      let list = sorted.get(key);
      if (!list) {
        list = (withPart.get(component) ?? [])
          .filter((r) => rankOf(r, lang) !== undefined)
          .sort((a, b) => (rankOf(a, lang) as number) - (rankOf(b, lang) as number));
        sorted.set(key, list);
      }
      const out: string[] = [];
      for (const r of list) {
        if (r.c === except) continue;
        out.push(r.c);
        if (out.length >= limit) break;
      }
      return out;
    },
  };
}

/** A loader that reads the table once, on first call (concurrent callers share the read). */
export function charTableLoader(contentDir: string): () => Promise<CharTable | null> {
  let pending: Promise<CharTable | null> | null = null;
  return () => {
    pending ??= (async () => {
      const charsPath = join(contentDir, 'chars.jsonl.gz');
      const radicalsPath = join(contentDir, 'radicals.json');
      if (!existsSync(charsPath) || !existsSync(radicalsPath)) return null;
      const text = gunzipSync(await readFile(charsPath)).toString('utf8');
      const chars = text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as CharRecord);
      const radicals = JSON.parse(await readFile(radicalsPath, 'utf8')) as RadicalRecord[];
      return makeCharTable(chars, radicals);
    })();
    return pending;
  };
}

const CHAR_LIST = 6;
/** A component that is a character of its own (not a stroke, nor a radical-only shape such as 氵 or ⺮). */
const UNIFIED = /^\p{Unified_Ideograph}$/u;

/** The radical of a character for a learner whose UI speaks `uiLang`. */
export function radicalOf(table: CharTable, rec: CharRecord, uiLang: string): CharRadical | undefined {
  const rad = table.radical(rec.r);
  if (!rad) return undefined;
  const char = rec.rs && rad.simp ? rad.simp : rad.char;
  const form = rec.f ?? char;
  const named = rad.names?.[form];
  const localName = uiLang === 'zh' ? named?.zh : uiLang === 'ja' ? named?.ja : uiLang === 'ko' ? named?.ko : undefined;
  // Chinese and Japanese dictionaries name any radical `X部`; a named shape (三点水) says more.
  const name = localName ?? (uiLang === 'zh' || uiLang === 'ja' ? `${rad.char}部` : undefined);
  return {
    number: rad.n,
    char,
    kangxi: rad.kangxi,
    form,
    simplified: Boolean(rec.rs),
    ...(name ? { name } : {}),
    meaning: rad.en,
    meaningLang: 'en',
  };
}

/** Radical, strokes and components of a character in a `lang` word; empty when the table lacks it. */
export function charParts(
  table: CharTable | null,
  ch: string,
  lang: Lang,
  uiLang: string,
): { radical?: CharRadical; strokes?: number; residualStrokes?: number; parts?: CharParts } {
  const rec = table?.get(ch);
  if (!table || !rec) return {};
  const radical = radicalOf(table, rec, uiLang);
  const out: ReturnType<typeof charParts> = {
    strokes: (lang === 'ja' || lang === 'ko') && rec.sj ? rec.sj : rec.s,
    residualStrokes: rec.x,
  };
  if (radical) out.radical = radical;
  if (rec.p?.length && rec.st && rec.ids) {
    out.parts = {
      structure: rec.st,
      ids: rec.ids,
      components: rec.p.map((p) => ({ char: p, isChar: UNIFIED.test(p), chars: table.containing(p, lang, CHAR_LIST, ch) })),
    };
  }
  return out;
}
