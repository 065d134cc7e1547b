/**
 * English: wink-nlp with its lite English model: tokens, Universal POS tags (mapped to the small
 * tag set, the UPOS kept as `tag`) and lemmas (reading → read, books → book, was → be). The model
 * loads in ~0.3 s, so it lives in the nlp worker too.
 */
import type { Token } from './types.js';
import { placeTokens, posOfSymbol } from './util.js';

type Wink = { readDoc(text: string): { tokens(): { out(f?: unknown): string[] } }; its: Record<string, unknown> };
let wink: Promise<Wink> | null = null;

function loadWink(): Promise<Wink> {
  wink ??= Promise.all([import('wink-nlp'), import('wink-eng-lite-web-model')]).then(
    ([{ default: winkNLP }, { default: model }]) => winkNLP(model) as unknown as Wink,
  );
  return wink;
}

const UPOS: Record<string, string> = {
  NOUN: 'noun',
  PROPN: 'noun',
  VERB: 'verb',
  AUX: 'aux',
  ADJ: 'adj',
  ADV: 'adv',
  PRON: 'pron',
  DET: 'det',
  ADP: 'adp',
  CCONJ: 'conj',
  SCONJ: 'conj',
  PART: 'part',
  NUM: 'num',
  PUNCT: 'punct',
  SYM: 'punct',
  INTJ: 'intj',
  X: 'x',
  SPACE: 'x',
};

/** Third person -s form → the verb (lives → live, goes → go, carries → carry). */
function verbLemma(w: string): string {
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z|o)es$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

export async function tokenizeEnglish(text: string): Promise<Token[]> {
  const nlp = await loadWink();
  const doc = nlp.readDoc(text);
  const its = nlp.its;
  const surface = doc.tokens().out();
  const lemmas = doc.tokens().out(its.lemma);
  const tags = doc.tokens().out(its.pos);
  const placed = placeTokens(text, surface);
  const out: Token[] = [];
  let j = 0;
  surface.forEach((s, i) => {
    const p = placed[j];
    if (!p || p.text !== s) return;
    j++;
    const upos = tags[i] ?? 'X';
    const symbol = posOfSymbol(s);
    const pos = symbol ?? UPOS[upos] ?? 'x';
    const word = pos !== 'punct' && pos !== 'num' && /\p{L}/u.test(s);
    let lemma = (lemmas[i] ?? s).toLowerCase();
    // "n't" → not, "'s" after a verb-like use → be is left to the tagger; keep contractions readable.
    if (lemma === "n't") lemma = 'not';
    // The lite model reads "who lives" as a noun: a -s word right after a subject relative
    // pronoun is the relative clause's verb (lives → live).
    const prev = out[out.length - 1];
    if (upos === 'NOUN' && /s$/i.test(s) && prev && /^(who|which|that)$/i.test(prev.text)) {
      out.push({ ...p, word, lemma: verbLemma(s.toLowerCase()), pos: 'verb', tag: 'VERB' });
      return;
    }
    out.push({ ...p, word, lemma, pos, tag: upos });
  });
  return out;
}
