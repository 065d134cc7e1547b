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
      .replace(/\s+/g, ' ')
      .trim();
    if (p && !out.includes(p)) out.push(p);
  }
  return out;
}

/** Wiktionary glosses that cannot stand for the common sense (dialect, literary, archaic…). */
const WK_SKIP =
  /^\((?:[^)]*\b(?:literary|archaic|obsolete|dialectal|Cantonese|Hokkien|Min|Wu|Hakka|Taiwan|historical|rare|dated|vulgar|slang|Internet)\b[^)]*)\)|^(?:Only used in|surname|Classifier|Short for|Synonym of|alternative form)/i;

/** The first Wiktionary gloss that can stand for the common sense. */
export function firstUsableGloss(blocks: { pos: string; glosses: string[] }[]): string | null {
  for (const b of blocks) {
    if (/^(?:name|proper noun|character|romanization|suffix|prefix)$/i.test(b.pos)) continue;
    const g = b.glosses.find((x) => !WK_SKIP.test(x));
    if (g) return g;
  }
  return null;
}

/**
 * When CEDICT's first sense shares no phrase with Wiktionary's first usable gloss but a later
 * sense does, that sense moves to the front. Returns the senses unchanged otherwise.
 */
export function promoteByGloss(senses: string[], gloss: string | null): string[] {
  if (!gloss || senses.length < 2) return senses;
  const want = new Set(glossPhrases(gloss));
  const hits = (s: string): boolean => glossPhrases(s).some((p) => want.has(p));
  if (hits(senses[0] ?? '')) return senses;
  const i = senses.findIndex((s, k) => k > 0 && !isMinorSense(s) && hits(s));
  if (i < 0) return senses;
  return [senses[i] as string, ...senses.filter((_, k) => k !== i)];
}
