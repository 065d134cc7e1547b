import { describe, expect, it } from 'vitest';
import { classifierLabel } from './chinese.js';
import { indexExamples, pickExamples, segment, votedReading } from './zh-examples.js';
import {
  contentWords,
  firstUsableGloss,
  glossPhrases,
  isMinorSense,
  orderSenses,
  promoteByGloss,
  promoteByUsage,
  splitNotes,
  usableGlosses,
} from './zh-senses.js';

describe('Chinese sense order', () => {
  it('demotes used-in, variants, surnames and literary senses', () => {
    expect(orderSenses(['used in 傢伙|家伙[jia1 huo5]', 'home', 'family'])).toEqual(['home', 'family', 'used in 傢伙|家伙[jia1 huo5]']);
    expect(orderSenses(['old variant of 和[he2]', '(joining two nouns) and; with'])[0]).toBe('(joining two nouns) and; with');
    expect(isMinorSense('surname He')).toBe(true);
    expect(isMinorSense('(literary) trip; journey')).toBe(true);
    expect(isMinorSense('(bound form) to walk; to go')).toBe(false);
    expect(isMinorSense('home')).toBe(false);
  });

  it('moves measure words out and drops pronunciation notes', () => {
    expect(splitNotes(['(loanword) dozen', 'Taiwan pr. [da3]'])).toEqual({ senses: ['(loanword) dozen'], classifiers: [] });
    expect(splitNotes(['light; ray (CL:道[dao4])', 'CL:尊[zun1], 張|张[zhang1]'])).toEqual({
      senses: ['light; ray'],
      classifiers: ['道[dao4]', '尊[zun1]', '張|张[zhang1]'],
    });
    expect(classifierLabel('張|张[zhang1]')).toBe('张 zhāng');
    expect(classifierLabel('道[dao4]')).toBe('道 dào');
  });

  it('lets the Wiktionary first gloss choose among senses', () => {
    expect(glossPhrases('(literally) to refuel; to top up (sth)')).toEqual(['refuel', 'top up']);
    const senses = ['to add oil; to top up with gas', 'to make an extra effort; to cheer sb on'];
    // `sb`/`someone` are dropped before comparing.
    expect(promoteByGloss(senses, 'to cheer someone on; to make extra effort')).toEqual([senses[1], senses[0]]);
    expect(promoteByGloss(senses, 'to lubricate')).toEqual(senses);
    expect(promoteByGloss(senses, 'to cheer on')).toEqual([senses[1], senses[0]]);
    expect(promoteByGloss(senses, 'to add oil')).toEqual(senses);
    expect(promoteByGloss(senses, null)).toEqual(senses);
    // 加油: literal glosses give way to figurative ones; the first figurative one CEDICT has wins.
    const jiayou = [
      'to add oil; to top up with gas; to refuel',
      'to accelerate; to step on the gas',
      '(fig.) to make an extra effort; to cheer sb on',
    ];
    const wk = usableGlosses([
      {
        pos: 'verb',
        glosses: [
          '(literally) to oil; to lubricate',
          '(literally) to refuel',
          '(figuratively) to refuel to accelerate; to hit the gas',
          '(figuratively) to make extra effort; to work hard',
          '(figuratively) to cheer someone on',
        ],
      },
      { pos: 'intj', glosses: ['come on!; go for it!'] },
    ]);
    expect(wk).toHaveLength(4);
    expect(promoteByGloss(jiayou, wk)[0]).toBe(jiayou[2]);
    // Without the interjection block, figurative glosses do not reorder (感染 stays "to infect").
    const noIntj = usableGlosses([{ pos: 'verb', glosses: ['(literally) to oil', '(figuratively) to cheer someone on'] }]);
    expect(noIntj).toEqual(['(literally) to oil']);
    expect(promoteByGloss(jiayou, noIntj)).toEqual(jiayou);
    // A first sense matching the first gloss stays.
    expect(promoteByGloss(jiayou, ['to refuel', 'to cheer on'])).toEqual(jiayou);
    expect(
      firstUsableGloss([
        { pos: 'verb', glosses: ['(Cantonese) to navigate', '(literary) to walk', 'to go; to move'] },
        { pos: 'noun', glosses: ['row'] },
      ]),
    ).toBe('to go; to move');
  });
});

describe('Chinese sense order by usage', () => {
  it('moves an unused first sense behind one the translations use', () => {
    const gen = ['heel', 'to follow closely', 'with; (of a woman) to marry'];
    const tr = ['Follow me.', 'Follow him!', "Don't follow me.", 'Come with me.', 'She followed him home.'];
    expect(promoteByUsage(gen, tr)).toEqual(['to follow closely', 'heel', 'with; (of a woman) to marry']);
    expect(contentWords('(after a verb) to follow closely; sb')).toEqual(['follow', 'closely']);
  });

  it('never moves an untestable or used first sense, nor on thin evidence', () => {
    const shi = ['to be (followed by substantives only)', 'correct; right; true'];
    expect(promoteByUsage(shi, ["That's right.", 'Right!', 'You are right.', 'It is true.'])).toEqual(shi);
    const tai = ['highest', 'too (much)'];
    expect(promoteByUsage(tai, ['Too bad.', "It's too hot."])).toEqual(tai);
    expect(promoteByUsage(tai, ['Too bad.', "It's too hot.", 'Too late!'])).toEqual(['too (much)', 'highest']);
    expect(promoteByUsage(['home', 'family'], ['Go home.', 'I have a family.', 'We are family.', 'Family first.'])).toEqual([
      'home',
      'family',
    ]);
  });
});

describe('Chinese examples', () => {
  const forms = new Map(['大家', '家', '在家', '我', '回', '了', '吃', '饭', '他', '长', '长大', '個', '个'].map((w) => [w, w]));
  forms.set('個', '个');

  it('segments by forward maximum matching, mapping traditional forms', () => {
    expect(segment('大家回家了', forms, 2).map((t) => t.text)).toEqual(['大家', '回', '家', '了']);
    expect(segment('他在家', forms, 2).map((t) => t.word)).toEqual(['他', '在家']);
    expect(segment('一個', forms, 2).map((t) => t.word)).toEqual([null, '个']);
  });

  it('attaches sentences that contain the word as a word, shortest first', () => {
    const pairs = [
      { text: '大家回家了。', en: 'Everyone went home.', attribution: null },
      { text: '他在家。', en: 'He is at home.', attribution: null },
      { text: '我吃了饭。', en: 'I ate.', attribution: null },
      { text: '他吃了。', en: 'He ate.', attribution: null },
      { text: '他长大了。', en: 'He grew up.', attribution: null },
    ];
    const idx = indexExamples(pairs, forms, new Set(['了', '长']));
    expect(idx.examples.get('家')?.map((x) => x.text)).toEqual(['大家回家了。']);
    expect(idx.examples.get('在家')?.map((x) => x.text)).toEqual(['他在家。']);
    expect(idx.examples.get('吃')?.map((x) => x.text)).toEqual(['他吃了。', '我吃了饭。']);
    expect(idx.readingVotes.get('了')?.get('le')).toBeGreaterThanOrEqual(3);
    expect(idx.examples.get('长')).toBeUndefined();
    expect(votedReading(idx.readingVotes.get('了'), ['liǎo', 'le'])).toBe('le');
    expect(votedReading(new Map([['le', 1]]), ['liǎo', 'le'])).toBeNull();
    expect(
      votedReading(
        new Map([
          ['le', 2],
          ['liǎo', 2],
        ]),
        ['liǎo', 'le'],
      ),
    ).toBeNull();
  });

  it('prefers examples read with the main reading', () => {
    const hits = [
      { text: '还回去', en: 'Give it back.', reading: 'huán' },
      { text: '还早', en: "It's still early.", reading: 'hái' },
    ];
    expect(pickExamples(hits, 'hái')[0]?.text).toBe('还早');
  });
});
