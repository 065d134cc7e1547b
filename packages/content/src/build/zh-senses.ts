/**
 * Sense order for Chinese entries. CC-CEDICT lists a headword's tuples in file order, so a
 * traditional variant's "used in 傢伙…" or "old variant of…" or a surname can come first; these rules
 * push such senses back, move measure words (CL:) out of the meanings, drop pronunciation notes, and
 * let the Wiktionary gloss order pick the first sense of multi-character words.
 */
import type { ZhReading } from '../sources/cedict.js';

/** Senses that are never the core sense of a word. */
const MINOR =
  /^(?:used in\b|see\b|variant of\b|(?:old|archaic|ancient|unofficial|japanese|erhua|euphemistic|non-standard|taiwanese)\s+(?:variant|form)\b|surname\b|CL:|\((?:archaic|old|literary|dialect|obsolete|classical)\))/i;
/** Notes that are not senses at all. */
const PRON_NOTE = /^(?:Taiwan|also|old) pr\./i;
/** A measure-word note, standalone (`CL:尊[zun1]`) or inside a sense (`light; ray (CL:道[dao4])`). */
const CL_NOTE = /\s*\(?CL:\s*([^)]*)\)?\s*$/;

export const isMinorSense = (s: string): boolean => MINOR.test(s.trim());

export interface SplitSenses {
  senses: string[];
  /** `道[dao4]`-style measure words found in the senses. */
  classifiers: string[];
}

/** Removes pronunciation notes and CL: notes (collected apart), keeps the rest in order. */
export function splitNotes(senses: string[]): SplitSenses {
  const out: string[] = [];
  const classifiers: string[] = [];
  for (const raw of senses) {
    const s = raw.trim();
    if (!s || PRON_NOTE.test(s)) continue;
    const cl = CL_NOTE.exec(s);
    if (cl) {
      for (const c of (cl[1] ?? '').split(/,\s*/)) if (c.trim()) classifiers.push(c.trim());
      const rest = s.slice(0, cl.index).trim();
      if (rest) out.push(rest);
      continue;
    }
    out.push(s);
  }
  return { senses: out, classifiers };
}

/** Major senses first, minor ones (used in, variant of, surname, literary…) after, each group in order. */
export function orderSenses(senses: string[]): string[] {
  return [...senses.filter((s) => !isMinorSense(s)), ...senses.filter(isMinorSense)];
}

/** How many senses of a reading are major: the reading with most comes first (ahead of one with only "used in…"). */
export const majorCount = (r: ZhReading): number => r.english.filter((s) => !isMinorSense(s) && !PRON_NOTE.test(s)).length;

/** `to eat (sth)` → `eat`: the comparable phrases of a gloss. */
export function glossPhrases(gloss: string): string[] {
  const out: string[] = [];
  for (const part of gloss
    .replace(/\([^)]*\)|\[[^\]]*\]|[“”"!.?]/g, '')
    .toLowerCase()
    .split(/[;,]/)) {
    const p = part
      .replace(/^\s*(?:to|a|an|the)\s+/, '')
      .replace(/\b(?:sb|sth|one's|someone|something)\b/g, '')
      .replace(/\s(?:a|an|the)\s/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (p && !out.includes(p)) out.push(p);
  }
  return out;
}

/** Wiktionary glosses that cannot stand for the common sense (dialect, literary, archaic…). */
const WK_SKIP =
  /^\((?:[^)]*\b(?:literary|archaic|obsolete|dialectal|Cantonese|Hokkien|Min|Wu|Hakka|Taiwan|historical|rare|dated|vulgar|slang|Internet)\b[^)]*)\)|^(?:Only used in|surname|Classifier|Short for|Synonym of|alternative form)/i;

/**
 * The Wiktionary glosses used to order CEDICT's senses: the first one that can stand for the common
 * sense (not dialectal, literary…), then, when the word is also an interjection (加油 "come on!"),
 * its figurative glosses: exclamations live on the figurative sense.
 */
export function usableGlosses(blocks: { pos: string; glosses: string[] }[]): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    if (/^(?:name|proper noun|character|romanization|suffix|prefix)$/i.test(b.pos)) continue;
    const g = b.glosses.find((x) => !WK_SKIP.test(x));
    if (g) {
      out.push(g);
      break;
    }
  }
  if (blocks.some((b) => /^(?:intj|interjection)$/i.test(b.pos))) {
    for (const b of blocks) for (const g of b.glosses) if (/^\(figurative/i.test(g) && !out.includes(g)) out.push(g);
  }
  return out;
}

/** The first Wiktionary gloss that can stand for the common sense. */
export function firstUsableGloss(blocks: { pos: string; glosses: string[] }[]): string | null {
  return usableGlosses(blocks)[0] ?? null;
}

/**
 * When CEDICT's first sense shares no phrase with Wiktionary's first usable gloss but a later
 * sense does, that sense moves to the front. When the list has figurative glosses (the word is an
 * interjection, see usableGlosses), a CEDICT "(fig.)" sense matching one of them goes first (加油:
 * "(fig.) to make an extra effort; to cheer sb on"). Returns the senses unchanged otherwise.
 */
export function promoteByGloss(senses: string[], glosses: string | string[] | null): string[] {
  const list = glosses === null ? [] : Array.isArray(glosses) ? glosses : [glosses];
  const first = list[0];
  if (!first || senses.length < 2) return senses;
  const hits = (s: string, g: string): boolean => {
    const want = new Set(glossPhrases(g));
    return glossPhrases(s).some((p) => want.has(p));
  };
  const promote = (i: number): string[] => (i > 0 ? [senses[i] as string, ...senses.filter((_, k) => k !== i)] : senses);
  const figurative = list.filter((g) => /^\(figurative/i.test(g));
  if (figurative.length && !/^\(fig\.\)/.test(senses[0] ?? '')) {
    const i = senses.findIndex((s) => /^\(fig\.\)/.test(s) && figurative.some((g) => hits(s, g)));
    if (i > 0) return promote(i);
  }
  if (hits(senses[0] ?? '', first)) return senses;
  return promote(senses.findIndex((s) => !isMinorSense(s) && hits(s, first)));
}

const STOP = new Set(
  'the a an to of in on at by for with from and or but not no be is are was were been am do does did have has had it its this that these those sb sth one someone something used etc as so such very also more most some any into up out over about than then there here who what which when where how why he she they we you i me him her them us my your his our their can will would shall should may might must let get make go come take give'.split(
    ' ',
  ),
);

/** Content words of a sense (parentheses and `[pinyin]` out, stop words out): `to follow closely` → follow, closely. */
export function contentWords(sense: string): string[] {
  return (
    sense
      .toLowerCase()
      .replace(/\([^)]*\)|\[[^\]]*\]|[\u3000-\u9fff|]+/g, ' ')
      .match(/[a-z]+/g) ?? []
  ).filter((w) => w.length >= 3 && !STOP.has(w));
}

const stem = (w: string): string => (w.length > 5 ? w.slice(0, w.length - 2) : w);

/** How many translations contain one of the sense's content words (a stem prefix match: follow ~ following). */
function usage(sense: string, words: string[][]): number {
  const cw = contentWords(sense).map(stem);
  if (!cw.length) return -1;
  return words.filter((ws) => ws.some((w) => cw.some((c) => w.startsWith(c)))).length;
}

/**
 * Usage evidence from the English translations of example sentences that contain the word: when
 * the first sense is testable (has content words) but no translation uses it, and another major
 * sense is used by at least 3 of them, that sense goes first (跟 "heel" → "to follow", 太 "highest" →
 * "too"). An untestable first sense (是 "to be") is never moved.
 */
export function promoteByUsage(senses: string[], translations: string[]): string[] {
  if (senses.length < 2 || translations.length < 3) return senses;
  const words = translations.map((t) => t.toLowerCase().match(/[a-z]+/g) ?? []);
  if (usage(senses[0] ?? '', words) !== 0) return senses;
  let best = -1;
  let bestScore = 2;
  senses.forEach((s, i) => {
    if (i === 0 || isMinorSense(s)) return;
    const u = usage(s, words);
    if (u > bestScore) {
      best = i;
      bestScore = u;
    }
  });
  if (best < 0) return senses;
  return [senses[best] as string, ...senses.filter((_, k) => k !== best)];
}
