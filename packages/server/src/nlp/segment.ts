/**
 * The baseline tokenizer: ICU's word segmentation (Intl.Segmenter, dictionary-based for Chinese
 * and Japanese) with the dictionary form left to `lemmaCandidates` at lookup. Pure and
 * synchronous; the Nlp service may use richer analysers per language on top.
 */
import type { Lang } from '@qfl/core';
import type { Token } from './types.js';

const segmenters = new Map<Lang, Intl.Segmenter>();

function segmenter(lang: Lang): Intl.Segmenter {
  let s = segmenters.get(lang);
  if (!s) {
    s = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, s);
  }
  return s;
}

const NUMBER = /^[\p{N}.,:]+$/u;
const PUNCT = /^[\p{P}\p{S}]+$/u;

export function segmentWords(lang: Lang, text: string): Token[] {
  const out: Token[] = [];
  for (const s of segmenter(lang).segment(text)) {
    const t = s.segment;
    if (/^\s+$/u.test(t)) continue;
    const numeric = NUMBER.test(t) && /\p{N}/u.test(t);
    const word = s.isWordLike === true && !numeric;
    const pos = word ? 'x' : numeric ? 'num' : PUNCT.test(t) ? 'punct' : 'x';
    out.push({ text: t, start: s.index, end: s.index + t.length, word, lemma: t.toLowerCase(), pos });
  }
  return out;
}
