/** Helpers shared by the analysers. */

export interface Placed {
  text: string;
  start: number;
  end: number;
}

/**
 * Offsets of an analyser's surface strings in the source text, found in order (analysers that
 * skip spaces or report their own offsets in code points still line up). A piece not found at or
 * after the cursor is dropped.
 */
export function placeTokens(text: string, pieces: readonly string[]): Placed[] {
  const out: Placed[] = [];
  let cursor = 0;
  for (const p of pieces) {
    if (!p) continue;
    const at = text.indexOf(p, cursor);
    if (at < 0) continue;
    out.push({ text: p, start: at, end: at + p.length });
    cursor = at + p.length;
  }
  return out;
}

const NUMBER = /^[\p{N}.,:٫]+$/u;
const PUNCT = /^[\p{P}\p{S}]+$/u;

/** 'num' or 'punct' for a number or a punctuation/symbol run, else null. */
export function posOfSymbol(s: string): 'num' | 'punct' | null {
  if (NUMBER.test(s) && /\p{N}/u.test(s)) return 'num';
  if (PUNCT.test(s)) return 'punct';
  return null;
}
