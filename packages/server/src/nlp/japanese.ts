/**
 * Japanese: kuromoji (IPADIC) segments; the lemma is its basic form (見 → 見る, 行っ → 行く), the
 * reading its katakana reading in hiragana (wanakana), kept only where it differs from the text.
 * The dictionary takes ~0.5-1 s and ~350 MB to build, so this runs in the nlp worker thread
 * (pool.ts), built once per thread on the first Japanese text.
 */
import type { Token } from './types.js';
import { placeTokens, posOfSymbol } from './util.js';
import { loadKuromoji as loadTokenizer } from './kuromoji.js';

/** IPADIC part of speech (with its first detail) → the small tag set. */
export function jaPos(pos: string, detail: string): string {
  switch (pos) {
    case '名詞':
      if (detail === '代名詞') return 'pron';
      if (detail === '数') return 'num';
      if (detail === '副詞可能') return 'noun';
      return 'noun';
    case '動詞':
      return detail === '非自立' ? 'aux' : 'verb';
    case '形容詞':
      return 'adj';
    case '副詞':
      return 'adv';
    case '助詞':
      return detail === '接続助詞' ? 'conj' : 'part';
    case '助動詞':
      return 'aux';
    case '接続詞':
      return 'conj';
    case '連体詞':
      return 'det';
    case '感動詞':
    case 'フィラー':
      return 'intj';
    case '記号':
      return 'punct';
    default:
      return 'x';
  }
}

export async function tokenizeJapanese(text: string): Promise<Token[]> {
  const [analyzer, { toHiragana, isKatakana }] = await Promise.all([loadTokenizer(), import('wanakana')]);
  const raw = analyzer.tokenize(text);
  const placed = placeTokens(
    text,
    raw.map((t) => t.surface_form),
  );
  const out: Token[] = [];
  let j = 0;
  for (const t of raw) {
    const p = placed[j];
    if (!p || p.text !== t.surface_form) continue;
    j++;
    if (/^\s+$/u.test(p.text)) continue;
    const symbol = posOfSymbol(p.text);
    const pos = symbol ?? jaPos(t.pos, t.pos_detail_1);
    const word = pos !== 'punct' && pos !== 'num' && /[\p{L}]/u.test(p.text);
    const lemma = t.basic_form && t.basic_form !== '*' ? t.basic_form : p.text;
    const token: Token = { ...p, word, lemma, pos, tag: t.pos_detail_1 !== '*' ? `${t.pos},${t.pos_detail_1}` : t.pos };
    if (t.reading && t.reading !== '*' && isKatakana(t.reading)) {
      const reading = toHiragana(t.reading, { convertLongVowelMark: false });
      if (reading !== p.text && !isKatakana(p.text)) token.reading = reading;
    }
    out.push(token);
  }
  return out;
}
