import { describe, expect, it } from 'vitest';
import { koreanPronunciation as pron } from './korean-pron.js';

/** [word, standard pronunciation, options] from the Standard Pronunciation rules and dictionary entries. */
const CASES: [string, string, { verb?: boolean; sino?: number }?][] = [
  ['친구', '친구', { sino: 2 }],
  ['문제', '문제', { sino: 2 }],
  ['사랑', '사랑'],
  ['경제', '경제', { sino: 2 }],
  ['문화', '문화', { sino: 2 }],
  ['먹다', '먹따', { verb: true }],
  ['국물', '궁물'],
  ['같이', '가치'],
  ['좋다', '조타', { verb: true }],
  ['읽다', '익따', { verb: true }],
  ['학교', '학꾜', { sino: 2 }],
  ['없다', '업따', { verb: true }],
  ['앉다', '안따', { verb: true }],
  ['신다', '신따', { verb: true }],
  ['젊다', '점따', { verb: true }],
  ['넓다', '널따', { verb: true }],
  ['밟다', '밥따', { verb: true }],
  ['많다', '만타', { verb: true }],
  ['싫다', '실타', { verb: true }],
  ['가다', '가다', { verb: true }],
  ['크다', '크다', { verb: true }],
  ['예쁘다', '예쁘다', { verb: true }],
  ['만나다', '만나다', { verb: true }],
  ['맛있다', '마싣따', { verb: true }],
  ['신라', '실라', { sino: 2 }],
  ['입학', '이팍', { sino: 2 }],
  ['축하', '추카', { sino: 2 }],
  ['한국어', '한구거', { sino: 3 }],
  ['감사합니다', '감사함니다', { sino: 2 }],
  ['안녕하세요', '안녕하세요', { sino: 2 }],
  ['갈등', '갈뜽', { sino: 2 }],
  ['발전', '발쩐', { sino: 2 }],
  ['물질', '물찔', { sino: 2 }],
  ['희망', '히망', { sino: 2 }],
  ['의사', '의사', { sino: 2 }],
  ['일요일', '이료일', { sino: 3 }],
  ['목요일', '모교일', { sino: 3 }],
  ['석유', '서규', { sino: 2 }],
  ['백인', '배긴', { sino: 2 }],
  ['성인', '성인', { sino: 2 }],
  ['강력', '강녁', { sino: 2 }],
  ['큰일', '큰닐'],
  ['영업용', '영엄뇽', { sino: 3 }], // a compound boundary keeps the inserted ㄴ
  ['담요', '담뇨'],
  ['해돋이', '해도지'],
  ['꽃이', '꼬치'],
  ['길다', '길다', { verb: true }],
  ['행복하다', '행보카다', { verb: true, sino: 2 }],
  ['닭', '닥'],
];

describe('koreanPronunciation', () => {
  it.each(CASES)('%s → [%s]', (word, expected, opts) => {
    expect(pron(word, opts ?? {})).toBe(expected);
  });
  it('does not tense after ㄴ/ㅁ/ㄹ outside the rules', () => {
    expect(pron('신문', { sino: 2 })).toBe('신문');
    expect(pron('신다')).toBe('신다'); // not marked as a verb: 신 + 다 could be anything
  });
});
