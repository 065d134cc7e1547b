import { describe, expect, it } from 'vitest';
import { decomposeSyllable } from './hangul.js';
import { EN_IPA_WORDS, ipaSymbols } from './ipa.js';
import { KANA } from './kana.js';
import {
  enHeteronymQuestions,
  ipaQuestions,
  jaKanjiQuestions,
  kanaQuestions,
  koreanQuestions,
  type PronQuestionDraft,
  ZH_TONE_OPTIONS,
  zhPolyFromWords,
  zhPolyQuestions,
  zhSyllableQuestions,
} from './questions.js';

function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function wellFormed(qs: PronQuestionDraft[], n: number) {
  expect(qs).toHaveLength(n);
  for (const q of qs) {
    expect(q.options).toContain(q.answer);
    expect(new Set(q.options).size).toBe(q.options.length);
    expect(q.options.length).toBeGreaterThanOrEqual(2);
    expect(q.options.length).toBeLessThanOrEqual(4);
  }
}

describe('ipaSymbols', () => {
  it('reads dictionary transcriptions into symbols', () => {
    expect(ipaSymbols('/ˈtiːtʃə/')).toEqual(['t', 'iː', 'tʃ', 'ə']);
    expect(ipaSymbols('ˈæp.əl')).toEqual(['æ', 'p', 'ə', 'l']);
    expect(ipaSymbols('ɡəʊ')).toEqual(['g', 'əʊ']);
    expect(ipaSymbols('ðɪs')).toEqual(['ð', 'ɪ', 's']);
  });
});

describe('question generation', () => {
  it('English IPA: the heard word contains the answer and no distractor; the seen symbol is in exactly one option', () => {
    for (let seed = 1; seed < 20; seed++) {
      const qs = ipaQuestions(EN_IPA_WORDS, 10, seeded(seed));
      wellFormed(qs, 10);
      const ipaOf = new Map(EN_IPA_WORDS.map((w) => [w.text, new Set(ipaSymbols(w.ipa))]));
      for (const q of qs) {
        if (q.type === 'ipa-hear') {
          const s = ipaOf.get(q.audio?.text ?? '') as Set<string>;
          expect(q.options.filter((o) => s.has(o))).toEqual([q.answer]);
        } else {
          expect(q.type).toBe('ipa-see');
          expect(q.options.filter((o) => ipaOf.get(o)?.has(q.prompt))).toEqual([q.answer]);
        }
      }
      expect(new Set(qs.map((q) => q.type))).toEqual(new Set(['ipa-hear', 'ipa-see']));
    }
  });

  it('Chinese syllables: initial, final and tone in turn', () => {
    const chars = [
      { text: '妈', initial: 'm', final: 'a', tone: 1 },
      { text: '好', initial: 'h', final: 'ao', tone: 3 },
      { text: '安', initial: '', final: 'an', tone: 1 },
      { text: '是', initial: 'sh', final: 'i', tone: 4 },
      { text: '来', initial: 'l', final: 'ai', tone: 2 },
      { text: '去', initial: 'q', final: 'ü', tone: 4 },
      { text: '吗', initial: 'm', final: 'a', tone: 0 },
    ];
    const qs = zhSyllableQuestions(chars, 6, seeded(3));
    wellFormed(qs, 6);
    expect(qs.map((q) => q.type)).toEqual(['zh-initial', 'zh-final', 'zh-tone', 'zh-initial', 'zh-final', 'zh-tone']);
    expect(qs.some((q) => q.word === '吗')).toBe(false);
    for (const q of qs.filter((x) => x.type === 'zh-tone')) expect(q.options).toEqual([...ZH_TONE_OPTIONS]);
  });

  it('Japanese kana: hear → kana, see → romaji', () => {
    const qs = kanaQuestions(10, seeded(5));
    wellFormed(qs, 10);
    const romaji = new Map(KANA);
    for (const q of qs) {
      if (q.type === 'kana-romaji') expect(q.answer).toBe(romaji.get(q.reveal?.text ?? ''));
      else expect(q.audio?.text).toBe(q.reveal?.text);
    }
  });

  it('Korean: syllables decompose; batchim asked as heard', () => {
    expect(decomposeSyllable('밥')).toEqual({ initial: 'ㅂ', vowel: 'ㅏ', final: 'ㅂ' });
    expect(decomposeSyllable('가')).toEqual({ initial: 'ㄱ', vowel: 'ㅏ', final: '' });
    expect(decomposeSyllable('a')).toBeNull();
    const qs = koreanQuestions(Array.from('가나다옷밭꽃밥산물집'), 9, seeded(7));
    wellFormed(qs, 9);
    for (const q of qs.filter((x) => x.type === 'ko-batchim')) {
      if (['옷', '밭', '꽃'].includes(q.audio?.text ?? '')) expect(q.answer).toBe('ㄷ');
    }
    for (const q of qs.filter((x) => x.type === 'ko-vowel')) expect(q.options.includes('ㅐ') && q.options.includes('ㅔ')).toBe(false);
  });

  it('Chinese polyphones from dictionary words: characters read two ways in the dictionary, answered by its reading', () => {
    const readings: Record<string, string[]> = {
      行: ['xíng', 'háng', 'hàng', 'héng'],
      长: ['cháng', 'zhǎng'],
      银: ['yín'],
      走: ['zǒu'],
      大: ['dà', 'dài', 'tài'],
      度: ['dù', 'duó'],
    };
    const words = [
      { word: '银行', reading: 'yín háng' },
      { word: '行走', reading: 'xíng zǒu' },
      { word: '长大', reading: 'zhǎng dà' },
      { word: '长度', reading: 'cháng dù' },
      { word: '大学', reading: 'dà xué' },
      { word: '一个', reading: 'yī ge' },
    ];
    const qs = zhPolyFromWords(words, (c) => readings[c] ?? [], 10, seeded(11));
    wellFormed(qs, 2);
    expect(new Set(qs.map((q) => q.prompt))).toEqual(new Set(['行', '长']));
    const right: Record<string, string> = { 银行: 'háng', 行走: 'xíng', 长大: 'zhǎng', 长度: 'cháng' };
    for (const q of qs) expect(q.answer).toBe(right[q.context ?? '']);
  });

  it('multi-reading tests: the answer is the reading in context', () => {
    const zh = zhPolyQuestions(10, seeded(9), (c) => (c === '行' ? ['xíng', 'háng', 'hàng', 'héng'] : []));
    wellFormed(zh, 10);
    for (const q of zh) expect(q.context).toContain(q.prompt);
    const en = enHeteronymQuestions(10, seeded(9));
    wellFormed(en, 10);
    for (const q of en) expect(q.context?.toLowerCase()).toContain(q.prompt);
    const ja = jaKanjiQuestions(10, seeded(9));
    wellFormed(ja, 10);
    for (const q of ja) expect(q.context).toContain(q.prompt);
  });
});
