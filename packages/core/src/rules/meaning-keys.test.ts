import { describe, expect, it } from 'vitest';
import { meaningKey, meaningKeys, meaningQueryLangs, meaningWords } from './meaning-keys.js';

describe('meaning keys', () => {
  it('takes the words of a meaning as a learner would type them', () => {
    expect(meaningWords('en', "to eat; to have one's meal")).toEqual(['eat', "have one's meal"]);
    expect(meaningWords('en', '(suffix indicating firmness, steadiness, or coming to a halt)')).toEqual([]);
    expect(meaningWords('en', 'variant of 分[fen4]')).toEqual([]);
    expect(meaningWords('en', 'CL:個|个[ge4]')).toEqual([]);
    expect(meaningWords('en', 'to live, to dwell, to stay in one place for a long time')).toEqual(['live', 'dwell']);
    expect(meaningWords('es', 'Comer, alimentarse')).toEqual(['comer', 'alimentarse']);
    expect(meaningWords('ja', '食べる、食う（俗）')).toEqual(['食べる', '食う']);
    expect(meaningWords('zh', '吃；吃饭')).toEqual(['吃', '吃饭']);
    expect(meaningWords('ko', '먹다, 식사하다')).toEqual(['먹다', '식사하다']);
    expect(meaningWords('zh', 'n. 银行；岸')).toEqual(['银行', '岸']);
    expect(meaningWords('en', 'v. be standing; be upright')).toEqual(['be standing', 'be upright']);
    expect(meaningWords('zh', 'adj. 所…的')).toEqual([]);
  });

  it("keys the first two meanings in every other language, never the entry's own", () => {
    const keys = meaningKeys('zh', { en: ['to eat', 'to consume', 'to suffer'], es: ['comer'], zh: ['吃'] });
    expect(keys).toEqual([meaningKey('en', 'eat'), meaningKey('en', 'consume'), meaningKey('es', 'comer')]);
    expect(keys[0]).toBe('\u0001en:eat');
  });

  it('looks a query up in the languages its script can be', () => {
    expect(meaningQueryLangs('comer')).toEqual(['en', 'es']);
    expect(meaningQueryLangs('食べる')).toEqual(['ja']);
    expect(meaningQueryLangs('吃')).toEqual(['zh', 'ja']);
    expect(meaningQueryLangs('먹다')).toEqual(['ko']);
    expect(meaningQueryLangs('123')).toEqual([]);
  });
});
