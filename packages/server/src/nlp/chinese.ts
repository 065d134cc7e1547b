/**
 * Chinese: jieba (jieba-wasm, HMM on for unknown words) segments and tags each word (ICTCLAS
 * tags mapped to the small tag set); pinyin-pro gives tone-marked pinyin per word, computed over
 * each whole run of Han characters so polyphones are read in context (银行 yín háng, 行走 xíng zǒu).
 */
import type { Token } from './types.js';
import { placeTokens, posOfSymbol } from './util.js';

// Both load on the first Chinese text (in the nlp worker), never at server start.
type Jieba = typeof import('jieba-wasm');
type Pinyin = typeof import('pinyin-pro');
let jieba: Promise<Jieba> | null = null;
let pinyinPro: Promise<Pinyin> | null = null;

function loadJieba(): Promise<Jieba> {
  jieba ??= import('jieba-wasm');
  return jieba;
}

function loadPinyin(): Promise<Pinyin> {
  pinyinPro ??= import('pinyin-pro');
  return pinyinPro;
}

/** ICTCLAS tag (jieba) → the small tag set. */
export function zhPos(tag: string): string {
  const t = tag.toLowerCase();
  if (t === 'x' || t === 'w') return 'x';
  if (t === 'eng') return 'x';
  if (t === 'm') return 'num';
  if (t === 'r' || t.startsWith('r')) return 'pron';
  if (t === 'd' || t === 'ad') return 'adv';
  if (t.startsWith('a') || t === 'b' || t === 'z') return 'adj';
  if (t.startsWith('v')) return t === 'vn' ? 'noun' : 'verb';
  if (t === 'p') return 'adp';
  if (t === 'c') return 'conj';
  if (t.startsWith('u') || t === 'y') return 'part';
  if (t === 'e' || t === 'o') return 'intj';
  if (t === 'q' || t === 'mq') return 'noun';
  if (t.startsWith('n') || t === 's' || t === 'f' || t === 't' || t === 'j' || t === 'l' || t === 'i') return 'noun';
  return 'x';
}

const HAN_RUN = /\p{Script=Han}+/gu;

/** Tone-marked pinyin of every Han character (by UTF-16 offset), each run read as a whole. */
export function pinyinByOffset(pinyin: Pinyin['pinyin'], text: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of text.matchAll(HAN_RUN)) {
    const chars = [...m[0]];
    const syllables = pinyin(m[0], { type: 'array' });
    let at = m.index;
    chars.forEach((c, i) => {
      const s = syllables[i];
      if (s) out.set(at, s);
      at += c.length;
    });
  }
  return out;
}

export async function tokenizeChinese(text: string): Promise<Token[]> {
  const [{ tag }, { pinyin }] = await Promise.all([loadJieba(), loadPinyin()]);
  const tagged = tag(text, true);
  const placed = placeTokens(
    text,
    tagged.map((t) => t.word),
  );
  const readings = pinyinByOffset(pinyin, text);
  const out: Token[] = [];
  placed.forEach(({ text: w, start, end }, i) => {
    if (/^\s+$/u.test(w)) return;
    const jtag = tagged[i]?.tag ?? 'x';
    const symbol = posOfSymbol(w);
    const word = symbol === null && /\p{L}/u.test(w);
    const pos = symbol ?? zhPos(jtag);
    const token: Token = { text: w, start, end, word, lemma: w.toLowerCase(), pos, tag: jtag };
    if (/\p{Script=Han}/u.test(w)) {
      const syl: string[] = [];
      for (let at = start; at < end; ) {
        const cp = w.codePointAt(at - start) ?? 0;
        const s = readings.get(at);
        if (s) syl.push(s);
        at += cp > 0xffff ? 2 : 1;
      }
      if (syl.length) token.reading = syl.join(' ');
    }
    out.push(token);
  });
  return out;
}
