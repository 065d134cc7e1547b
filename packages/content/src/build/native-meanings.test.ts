/** Hand-made cases for native-language meanings: direct OMW links checked through English, the pivot, and what must not be filled. */
import { describe, expect, it } from 'vitest';
import { addOmwTab, emptyOmw } from '../sources/omw.js';
import type { EntryRecord } from '../types.js';
import { newEntry } from './entry.js';
import { addNativeMeanings, englishGlosses } from './native-meanings.js';

type L = 'en' | 'zh' | 'ja' | 'ko' | 'es';
function entry(lang: L, headword: string, en: string[], rank: number | null = 100, pos: string[] = []): EntryRecord {
  const e = newEntry(lang, headword);
  if (en.length) e.meanings.en = en;
  e.freqRank = rank;
  e.pos = pos;
  e.sources = ['test'];
  return e;
}

/** A tiny OMW: coffee, foot (body part; and the unit), eat. */
function omw() {
  const o = emptyOmw();
  const tab = (lang: L, rows: string): void =>
    addOmwTab(
      o,
      lang,
      `# test\n${rows
        .trim()
        .split('\n')
        .map((r) => r.trim().replace(/ +/g, '\t'))
        .join('\n')}`,
    );
  tab('en', '07929519-n eng:lemma coffee\n05563770-n eng:lemma foot\n13650045-n eng:lemma foot\n01168468-v eng:lemma eat');
  tab('es', '07929519-n spa:lemma café\n05563770-n spa:lemma pie\n13650045-n spa:lemma pie\n01168468-v spa:lemma comer');
  tab(
    'ja',
    '07929519-n jpn:lemma コーヒー\n07929519-n jpn:lemma 珈琲\n05563770-n jpn:lemma 足\n13650045-n jpn:lemma フィート\n01168468-v jpn:lemma 食べる',
  );
  tab('zh', '07929519-n cmn:lemma 咖啡\n07929519-n cmn:lemma coffee\n05563770-n cmn:lemma 脚\n01168468-v cmn:lemma 吃');
  tab('ko', '07929519-n kor:lemma 커피');
  return o;
}

describe('englishGlosses', () => {
  it('reads first phrases, verbs and Korean descriptive verbs', () => {
    expect(englishGlosses(entry('es', 'disculpar', ['to excuse, forgive, pardon'])).map((g) => [g.bare, g.pos])).toEqual([
      ['excuse', 'v'],
      ['forgive', 'v'],
    ]);
    expect(englishGlosses(entry('ko', '위험하다', ['(to be) dangerous']))[0]).toMatchObject({ bare: 'dangerous', pos: 'adj' });
    expect(englishGlosses(entry('ko', '오래', ['(obsolete) door']))).toEqual([]);
  });
});

describe('addNativeMeanings', () => {
  it('fills from a synset checked through English, frequent words first, no English copies', () => {
    const byLang = {
      en: [entry('en', 'coffee', [], 500, ['n'])],
      zh: [entry('zh', '咖啡', ['coffee'])],
      ja: [entry('ja', 'コーヒー', ['coffee'], 900, ['n']), entry('ja', '珈琲', ['coffee'], 30000, ['n'])],
      ko: [],
      es: [entry('es', 'café', ['coffee'], 300, ['n'])],
    };
    addNativeMeanings(byLang, omw());
    expect(byLang.zh[0]?.meanings.ja).toEqual(['コーヒー、珈琲']);
    expect(byLang.zh[0]?.meanings.ko).toEqual(['커피']);
    expect(byLang.es[0]?.meanings.zh).toEqual(['咖啡']);
    expect(byLang.en[0]?.meanings.es).toEqual(['café']);
  });

  it('shows first the words that mainly mean the gloss, then the more frequent', () => {
    const o = omw();
    addOmwTab(o, 'ja', '# test\n01168468-v\tjpn:lemma\t頂く');
    const byLang = {
      en: [],
      // 頂く is the more frequent, but it mainly means "to receive"; 食べる mainly means "to eat".
      zh: [entry('zh', '吃', ['to eat'])],
      ja: [entry('ja', '頂く', ['to receive; to get', 'to eat; to drink'], 200, ['v5k']), entry('ja', '食べる', ['to eat'], 800, ['v1'])],
      ko: [],
      es: [],
    };
    addNativeMeanings(byLang, o);
    expect(byLang.zh[0]?.meanings.ja).toEqual(['食べる、頂く']);
  });

  it('orders senses by sense rank and checks the word class', () => {
    const pie = entry('es', 'pie', ['foot (of a person)'], 400, ['n']);
    const rank = (_w: string, id: string): number => (id === '05563770-n' ? 0 : 1);
    const ja = [entry('ja', '足', ['foot; leg'], 300, ['n']), entry('ja', 'フィート', ['foot (unit of length)'], 5000, ['n'])];
    addNativeMeanings({ es: [pie], ja, zh: [], en: [], ko: [] }, omw(), rank);
    expect(pie.meanings.ja).toEqual(['足', 'フィート']);
    // Later senses need a word whose own entry gives the gloss back; English entries need it for all.
    const pie2 = entry('es', 'pie', ['foot (of a person)'], 400, ['n']);
    const foot = entry('en', 'foot', [], 400, ['n']);
    addNativeMeanings({ es: [pie2], ja: [ja[0] as EntryRecord], zh: [], en: [foot], ko: [] }, omw(), rank);
    expect(pie2.meanings.ja).toEqual(['足']);
    expect(foot.meanings.ko).toBeUndefined();
    expect(foot.meanings.ja).toEqual(['足']);
    // A noun gloss never takes a verb synset: 吃 "to eat" is a verb, "eat" as a noun is not.
    const noun = entry('es', 'comer', ['eat'], 400, ['n']);
    addNativeMeanings({ es: [noun], ja: [], zh: [], en: [], ko: [] }, omw());
    expect(noun.meanings.zh).toBeUndefined();
  });

  it('never overwrites, and falls back to the pivot through English', () => {
    const water = entry('zh', '水', ['water'], 50);
    water.meanings.es = ['agua (existing)'];
    const byLang = {
      en: [],
      zh: [water, entry('zh', '喝', ['to drink'], 200)],
      ja: [],
      ko: [],
      es: [
        entry('es', 'agua', ['water'], 80, ['n']),
        entry('es', 'beber', ['to drink', 'to absorb'], 300, ['v']),
        entry('es', 'trago', ['drink'], 900, ['n']),
      ],
    };
    addNativeMeanings(byLang, null);
    expect(water.meanings.es).toEqual(['agua (existing)']);
    expect(byLang.zh[1]?.meanings.es).toEqual(['beber']);
    expect(byLang.es[0]?.meanings.zh).toEqual(['水']);
  });

  it('gives nothing without evidence', () => {
    const e = entry('zh', '份', ['(bound form) share'], 300);
    addNativeMeanings({ zh: [e], es: [entry('es', 'parte', ['share'], 100, ['n'])], ja: [], ko: [], en: [] }, omw());
    expect(e.meanings.es).toBeUndefined();
  });
});

describe('pivot limits', () => {
  it('uses only a plain first meaning and common English words', () => {
    const curse = entry('zh', '他妈的', ['(taboo curse) damn it!', 'fucking'], 900);
    const sally = entry('en', 'Sally', [], 900, ['n']);
    addNativeMeanings(
      { zh: [curse], en: [sally], ja: [entry('ja', 'ハメ', ['fucking'], 900), entry('ja', '出撃', ['sally'], 900)], ko: [], es: [] },
      null,
    );
    expect(curse.meanings.ja).toBeUndefined();
    expect(sally.meanings.ja).toBeUndefined();
  });
});
