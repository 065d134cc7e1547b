/**
 * Learner levels of the kengdic "ezcorean 6000" list for the TOPIK-like books, read through the
 * kengdic reader (`kengdic.ts`): one level per Hangul word (the most basic when a word is listed
 * twice) and its first gloss. Level A is the most basic, D holds mostly place names.
 */
import { type KengdicLevel, parseKengdic } from './kengdic.js';

export interface KengdicLevelWord {
  level: KengdicLevel;
  /** English gloss as given upstream (noisy). */
  gloss: string;
}

export function parseKengdicLevels(sql: string): Map<string, KengdicLevelWord> {
  const out = new Map<string, KengdicLevelWord>();
  for (const w of parseKengdic(sql.replace(/^\uFEFF/, ''))) {
    if (!w.level || w.hangul.includes(' ')) continue;
    const prev = out.get(w.hangul);
    if (prev && prev.level <= w.level) continue;
    out.set(w.hangul, { level: w.level, gloss: w.gloss || prev?.gloss || '' });
  }
  return out;
}
