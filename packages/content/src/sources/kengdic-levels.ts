/**
 * Learner levels of the kengdic "ezcorean 6000" word list (`ko/kengdic-ezcorean6000/ezcorean_6000.sql`,
 * a PostgreSQL dump): rows of `wordid, word, syn, def, pos, submitter, doe, wordsize, level, posn, hanja`
 * separated by tabs inside the `COPY … FROM stdin;` block. Level A is the most basic, D holds mostly
 * place names. MPL-2.0 / LGPL-2.0+.
 */

export type KengdicLevel = 'A' | 'B' | 'C' | 'D';

export interface KengdicWord {
  level: KengdicLevel;
  /** English gloss as given (noisy). */
  gloss: string;
}

/** Hangul word → its level (the most basic level when a word is listed twice) and first gloss. */
export function parseKengdicLevels(sql: string): Map<string, KengdicWord> {
  const out = new Map<string, KengdicWord>();
  let inCopy = false;
  for (const line of sql.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (line.startsWith('COPY ')) {
      inCopy = true;
      continue;
    }
    if (!inCopy) continue;
    if (line === '\\.') break;
    const cols = line.split('\t');
    const word = cols[1]?.trim();
    const level = cols[8]?.trim();
    if (!word || !/^[\uAC00-\uD7A3]+$/.test(word) || !(level === 'A' || level === 'B' || level === 'C' || level === 'D')) continue;
    const prev = out.get(word);
    if (prev && prev.level <= level) continue;
    const gloss = (cols[3] ?? '').replace(/\\N/g, '').replace(/\s+/g, ' ').trim();
    out.set(word, { level, gloss: gloss || prev?.gloss || '' });
  }
  return out;
}
