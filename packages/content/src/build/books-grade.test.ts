import type { Lang } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import type { EntryRecord, KeyKind } from '../types.js';
import {
  gradeSentence,
  KANA_EXPRESSION_RANK,
  KO_UNKNOWN_RANK,
  lengthLevel,
  lengthUnits,
  RankIndex,
  rankLevel,
  tokenize,
} from './books-grade.js';
import { newEntry } from './entry.js';

function entry(lang: Lang, headword: string, rank: number | null, keys: [string, KeyKind][] = []): EntryRecord {
  const e = newEntry(lang, headword);
  e.freqRank = rank;
  e.keys = [{ key: headword, kind: 'exact' }, ...keys.map(([key, kind]) => ({ key, kind }))];
  return e;
}

describe('rank and length levels', () => {
  it('maps frequency ranks onto levels 1-20 on a log scale', () => {
    expect(rankLevel(1)).toBe(1);
    expect(rankLevel(300)).toBe(1);
    expect(rankLevel(301)).toBe(2);
    expect(rankLevel(1000)).toBe(6);
    expect(rankLevel(3000)).toBe(11);
    expect(rankLevel(10_000)).toBe(16);
    expect(rankLevel(23_999)).toBe(19);
    expect(rankLevel(24_000)).toBe(20);
    expect(rankLevel(Number.POSITIVE_INFINITY)).toBe(20);
    for (let r = 1; r < 30_000; r += 97) expect(rankLevel(r + 97)).toBeGreaterThanOrEqual(rankLevel(r));
  });

  it('measures length in English word-equivalents', () => {
    expect(lengthUnits('en', "I don't know, Tom.")).toBe(4);
    expect(lengthUnits('es', '— ¿Qué es esto?')).toBe(3);
    expect(lengthUnits('ko', '나는 학교에 간다.')).toBe(4.5);
    expect(lengthUnits('zh', '我知道。')).toBeCloseTo(3 / 1.7);
    expect(lengthUnits('ja', '私は学生です。')).toBeCloseTo(6 / 2.5);
    expect(lengthLevel(6)).toBe(1);
    expect(lengthLevel(7)).toBe(2);
    expect(lengthLevel(12)).toBe(4);
    expect(lengthLevel(30)).toBe(13);
    expect(lengthLevel(100)).toBe(20);
  });
});

describe('grading sentences', () => {
  const en = new RankIndex('en', [
    entry('en', 'i', 1),
    entry('en', 'go', 20, [['went', 'lemma']]),
    entry('en', 'home', 200),
    entry('en', 'let', 150),
    entry('en', 'meddle', 15_000, [['meddling', 'lemma']]),
    entry('en', 'tom', 500),
  ]);

  it('takes the level of the rarest known word and ignores unknown words', () => {
    expect(gradeSentence(en, 'I went home.')?.level).toBe(1);
    const g = gradeSentence(en, 'Stop meddling, Tom!');
    // "stop" is unknown (left out); meddling is a form of meddle, rank 15,000.
    expect(g?.rarest?.headword).toBe('meddle');
    expect(g?.level).toBe(rankLevel(15_000));
    // Clitics: let's → let.
    expect(tokenize(en, "Let's go home.").tokens.map((t) => t.headword)).toEqual(['let', 'go', 'home']);
  });

  it('raises long sentences by their length and drops sentences of mostly unknown words', () => {
    const long = Array.from({ length: 20 }, () => 'I went home').join(' and ');
    expect(gradeSentence(en, long)?.level).toBe(lengthLevel(lengthUnits('en', long)));
    expect(gradeSentence(en, 'Zorp blick flanged I.')).toBeNull();
  });

  it('segments Chinese by lowest cost, not by corpus bigrams, and eases compounds of known parts', () => {
    const zh = new RankIndex(
      'zh',
      [
        entry('zh', '我', 1),
        entry('zh', '知道', 20),
        entry('zh', '了', 4),
        entry('zh', '建', 3000),
        entry('zh', '市', 900),
        entry('zh', '政府', 2000),
      ],
      [['我知', '建了', '市政府']],
    );
    const t = tokenize(zh, '我知道。').tokens.map((x) => x.text);
    expect(t).toEqual(['我', '知道']);
    // 市政府 is listed (rank 3) but also splits into 市 + 政府: the rarest part (2000) is no harder.
    expect(zh.difficulty('市政府')).toBe(3);
    expect(
      new RankIndex('zh', [entry('zh', '市', 900), entry('zh', '政府', 2000), entry('zh', '市政府', 30_000)]).difficulty('市政府'),
    ).toBe(2000);
    // An unknown Han character counts as a rare word.
    const g = gradeSentence(zh, '我知道鼋。');
    expect(g?.rarest?.text).toBe('鼋');
    expect(g?.level).toBe(20);
  });

  it('skips Latin names and digits inside Chinese and Japanese text', () => {
    const zh = new RankIndex('zh', [
      entry('zh', '认识', 300),
      entry('zh', '我', 1),
      entry('zh', '次', 50),
      entry('zh', 'om', null),
      entry('zh', '１０', null),
    ]);
    const t = tokenize(zh, 'Tom认识我１０次。');
    expect(t.tokens.map((x) => x.text)).toEqual(['认识', '我', '次']);
    // Tom counts as one word, ungraded.
    expect(t.words).toBe(4);
  });

  it('caps Japanese set expressions, which the dictionary ranks late, as common grammar', () => {
    const exp = entry('ja', 'だろう', 27_344);
    exp.pos = ['exp'];
    const ja = new RankIndex('ja', [
      exp,
      entry('ja', '雨', 500),
      entry('ja', 'が', 2),
      entry('ja', '降る', 400),
      entry('ja', 'おばあちゃん', 27_137),
    ]);
    expect(ja.get('だろう')?.rank).toBe(KANA_EXPRESSION_RANK);
    expect(gradeSentence(ja, '雨が降るだろう。')?.level).toBe(rankLevel(KANA_EXPRESSION_RANK));
    // A plain word keeps its rank, however late.
    expect(ja.get('おばあちゃん')?.rank).toBe(27_137);
  });

  it('does not split kana-only Japanese words and names no headword for kana readings', () => {
    const ja = new RankIndex('ja', [
      entry('ja', '其の', 48, [['その', 'reading']]),
      entry('ja', 'し', 10),
      entry('ja', 'きた', 20),
      entry('ja', 'しきたり', 9000),
    ]);
    expect(ja.difficulty('しきたり')).toBe(9000);
    const t = tokenize(ja, 'そのしきたり').tokens;
    expect(t.map((x) => x.text)).toEqual(['その', 'しきたり']);
    expect(t[0]?.headword).toBeNull();
  });

  it('reads Korean words as listed or by their stem', () => {
    const ko = new RankIndex(
      'ko',
      [entry('ko', '학교', 900), entry('ko', '먹다', 400), entry('ko', '나', 5), entry('ko', '톰', 700)],
      [['나는']],
    );
    const t = tokenize(ko, '나는 학교에서 톰한테 밥을 먹었어요.').tokens;
    expect(t.map((x) => [x.text, x.headword, x.rank])).toEqual([
      ['나는', '나', 1],
      ['학교에서', '학교', 900],
      ['톰한테', '톰', 700],
      // An unknown Korean word is an uncommon inflected form, not a name.
      ['밥을', null, KO_UNKNOWN_RANK],
      ['먹었어요', '먹다', 400],
    ]);
  });
});
