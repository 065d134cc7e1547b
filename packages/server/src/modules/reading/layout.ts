/**
 * How an article item is laid out for reading: an optional heading (the first line in 【…】) and
 * the body cut into sentences, as offset ranges of the item's text, so the cached word tokens
 * (offsets too) fall into them without analysing again. Sentences end after 。！？.!? and runs of
 * them (…, ?!), closing quotes staying with their sentence, and at line breaks; a full stop after
 * a known abbreviation, an initial or before a lower-case letter or a digit does not end one.
 */

export interface Range {
  start: number;
  end: number;
}

export interface ItemLayout {
  heading: Range | null;
  sentences: Range[];
}

const CJK_END = /[。！？!?…]/;
const LATIN_END = /[.!?]/;
const CLOSERS = /["'”’」』）)\]》〉»]/;
const ABBREVIATIONS = new Set(
  'mr mrs ms dr st sr sra srta jr prof gen col capt lt sgt rev vs etc eg ie no vol pág pag ud uds dña dn fig cf approx'.split(' '),
);

/** Trims spaces at both ends of a range; null when nothing is left. */
function trimmed(text: string, start: number, end: number): Range | null {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] as string)) s++;
  while (e > s && /\s/.test(text[e - 1] as string)) e--;
  return s < e ? { start: s, end: e } : null;
}

function endsAbbreviation(text: string, dot: number): boolean {
  let s = dot;
  while (s > 0 && /[\p{L}.]/u.test(text[s - 1] as string)) s--;
  const word = text.slice(s, dot).toLowerCase().replace(/\./g, '');
  if (word.length === 1) return true; // an initial: J. Smith, U.S.
  return ABBREVIATIONS.has(word);
}

/** Sentence ranges of text[from, to). */
export function sentenceRanges(text: string, from = 0, to = text.length): Range[] {
  const out: Range[] = [];
  let start = from;
  const emit = (end: number) => {
    const r = trimmed(text, start, end);
    if (r) out.push(r);
    start = end;
  };
  let i = from;
  while (i < to) {
    const ch = text[i] as string;
    if (ch === '\n') {
      emit(i);
      i++;
      continue;
    }
    if (!CJK_END.test(ch) && !LATIN_END.test(ch)) {
      i++;
      continue;
    }
    let j = i;
    while (j < to && (CJK_END.test(text[j] as string) || LATIN_END.test(text[j] as string))) j++;
    const runHasCjk = /[。！？]/.test(text.slice(i, j));
    while (j < to && CLOSERS.test(text[j] as string)) j++;
    const next = text[j];
    const runIsDotOnly = j - i === 1 && ch === '.';
    let ends: boolean;
    if (next === undefined || j >= to) ends = true;
    else if (runHasCjk) ends = true;
    else if (!/\s/.test(next))
      ends = false; // 3.14, e.g.x, a.m.
    else {
      let k = j;
      while (k < to && /[ \t]/.test(text[k] as string)) k++;
      const after = text[k];
      // "Go!" he said. / Mr. Smith: a lower-case word after the ender goes on with the sentence.
      ends = !(after !== undefined && /[\p{Ll}\d]/u.test(after)) && !(runIsDotOnly && endsAbbreviation(text, i));
    }
    if (ends) emit(j);
    i = j;
  }
  emit(to);
  return out;
}

/** The heading (first line in 【…】, brackets left out) and the sentences of an item's text. */
export function layoutItem(text: string): ItemLayout {
  if (text.startsWith('【')) {
    const lineEnd = text.indexOf('\n') === -1 ? text.length : text.indexOf('\n');
    const close = text.lastIndexOf('】', lineEnd);
    if (close > 0) {
      const heading = trimmed(text, 1, close);
      return { heading, sentences: sentenceRanges(text, Math.min(lineEnd + 1, text.length), text.length) };
    }
  }
  return { heading: null, sentences: sentenceRanges(text) };
}
