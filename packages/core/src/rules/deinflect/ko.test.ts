import { describe, expect, it } from 'vitest';
import { lemmaCandidates } from './index.js';
import { deinflectKorean, koreanStems } from './ko.js';
import { compose, decompose, withFinal } from './ko-jamo.js';

const first = (w: string, lemma: string, within = 5): void => {
  const c = lemmaCandidates('ko', w);
  expect(c.slice(0, within), `${w} → ${c.join(' ')}`).toContain(lemma);
};

describe('ko jamo', () => {
  it('decomposes and recomposes syllables', () => {
    expect(decompose('갔')).toEqual({ initial: 'ㄱ', vowel: 'ㅏ', final: 'ㅆ' });
    expect(compose('ㅂ', 'ㅘ')).toBe('봐');
    expect(withFinal('가', 'ㅂ')).toBe('갑');
    expect(withFinal('닭', '')).toBe('다');
    expect(decompose('a')).toBeNull();
  });
});

describe('deinflectKorean', () => {
  it('strips particles from nouns', () => {
    first('학교에서', '학교', 1);
    first('학교에서도', '학교');
    first('마음에', '마음', 1);
    first('사람이', '사람', 1);
    first('친구를', '친구', 1);
    first('사람들이', '사람');
    first('책을', '책');
    first('집으로', '집');
    first('학생이에요', '학생', 1);
    first('의사예요', '의사', 1);
  });
  it('respects the batchim a particle needs', () => {
    expect(deinflectKorean('책를')).not.toContain('책'); // 를 only after a vowel
    expect(deinflectKorean('먹는')).not.toContain('먹'); // 는 as a particle needs a vowel
  });
  it('knows contracted pronouns', () => {
    first('내가', '나', 1);
    first('난', '나', 1);
    first('제가', '저', 1);
    first('누가', '누구', 1);
  });
  it('undoes contracted vowels in 아/어 forms', () => {
    first('갔어요', '가다', 1);
    first('했어요', '하다', 1);
    first('봐요', '보다', 1);
    first('와요', '오다', 1);
    first('줬어요', '주다', 1);
    first('마셔요', '마시다', 1);
    first('돼요', '되다', 1);
    first('먹었어요', '먹다', 1);
    first('좋아요', '좋다', 1);
    first('공부했습니다', '공부하다', 1);
  });
  it('handles ㄴ/ㄹ/ㅂ endings joined to the stem', () => {
    first('행복한', '행복하다', 1);
    first('감사합니다', '감사하다', 1);
    first('갑니다', '가다', 1);
    first('갈까요', '가다', 1);
    first('간다', '가다');
    first('먹은', '먹다', 1);
    first('먹을', '먹다', 1);
  });
  it('handles irregular stems', () => {
    first('예뻐요', '예쁘다'); // 으 drop
    first('써요', '쓰다');
    first('몰라요', '모르다'); // 르
    first('불러요', '부르다');
    first('추워요', '춥다'); // ㅂ
    first('추운', '춥다');
    first('도와요', '돕다');
    first('들어요', '듣다'); // ㄷ
    first('들으면', '듣다');
    first('나았어요', '낫다'); // ㅅ
    first('지어요', '짓다');
    first('그래요', '그렇다'); // ㅎ
    first('빨간', '빨갛다');
    first('하얘요', '하얗다');
    first('사는', '살다'); // ㄹ drop
    first('알지', '알다', 1);
    first('삽니다', '살다');
    first('사세요', '살다');
  });
  it('handles honorific and linking endings', () => {
    first('안녕하세요', '안녕하다', 1);
    first('계세요', '계시다');
    first('가르치시더니', '가르치다');
    first('가까우셨어요', '가깝다');
    first('했기', '하다', 1);
    first('가능함', '가능하다', 1);
    first('먹었음', '먹다', 1);
    first('가거라', '가다', 1);
    first('먹었느냐', '먹다', 1);
    first('걸으셨어요', '걷다');
    first('같으냐', '같다', 1);
    first('오너라', '오다', 1);
    first('주무세요', '주무시다');
    first('가셨어요', '가다');
    first('읽으셨어요', '읽다');
    first('먹으면', '먹다', 1);
    first('가면', '가다', 1);
    first('먹고', '먹다', 1);
    first('먹지만', '먹다', 1);
    first('먹습니다', '먹다', 1);
    first('먹는', '먹다', 1);
  });
  it('deinflects the last word of a phrase and offers its words', () => {
    first('보고 싶어요', '보고 싶다', 1);
    expect(lemmaCandidates('ko', '생일 축하합니다')).toEqual(expect.arrayContaining(['생일 축하하다', '축하하다', '생일']));
    expect(lemmaCandidates('ko', 'hello 가요')).toEqual([]);
  });
  it('gives nothing for non-Hangul and never the word itself', () => {
    expect(deinflectKorean('abc')).toEqual([]);
    expect(deinflectKorean('')).toEqual([]);
    expect(lemmaCandidates('ko', '가다')).not.toContain('가다');
    expect(lemmaCandidates('ko', '공부했습니다').length).toBeLessThanOrEqual(24);
  });
  it('keeps 습니다 for consonant stems only', () => {
    expect(koreanStems('가습니다')).not.toContain('가');
  });
});
