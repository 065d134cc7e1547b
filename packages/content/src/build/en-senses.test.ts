import { describe, expect, it } from 'vitest';
import type { WnPos } from '../sources/wordnet.js';
import { alignChineseMeanings, alignPos, bridgeFirstSense, bridgeWords, cleanExamples, orderPos, wnPosOf } from './en-senses.js';

const totals = (o: Partial<Record<WnPos, number>>): Map<WnPos, number> => new Map(Object.entries(o) as [WnPos, number][]);

describe('English sense order', () => {
  it('puts the most used part of speech first and drops never-seen ones', () => {
    // go: WordNet lists the noun first; SemCor saw the verb 598 times and the noun never.
    expect(orderPos(totals({ n: 0, v: 598 }), null)).toEqual(['v']);
    // want: the books say n first (需要；缺乏) but the verb dominates.
    expect(orderPos(totals({ n: 6, v: 409 }), 'n')).toEqual(['v', 'n']);
    // small: adjective.
    expect(orderPos(totals({ n: 1, a: 239, r: 0 }), 'a')).toEqual(['a', 'n']);
  });

  it('lets the books decide between close counts and when nothing was counted', () => {
    // right: adj 69 vs n 82: the books' adj wins (≥ half of the top count); the never-seen verb goes.
    expect(orderPos(totals({ n: 82, v: 0, a: 69, r: 57 }), 'a')).toEqual(['a', 'n', 'r']);
    // light: n 117 vs adj 45 → the noun stays first.
    expect(orderPos(totals({ n: 117, v: 27, a: 45, r: 0 }), 'a')).toEqual(['n', 'a', 'v']);
    expect(orderPos(totals({ n: 0, v: 0 }), 'v')).toEqual(['v', 'n']);
    expect(orderPos(totals({ n: 0, v: 0 }), null)).toEqual(['n', 'v']);
  });

  it('maps book labels to WordNet parts of speech', () => {
    expect(['n', 'vt', 'vi', 'v', 'adj', 'adv', 'prep'].map(wnPosOf)).toEqual(['n', 'v', 'v', 'v', 'a', 'r', null]);
  });

  it('aligns the Chinese meanings and labels with the first English sense', () => {
    expect(alignChineseMeanings(['n. 平均数', 'adj. 卑鄙的', 'v. 意味；想要'], 'v')).toEqual(['v. 意味；想要', 'n. 平均数', 'adj. 卑鄙的']);
    expect(alignChineseMeanings(['n/adj. 公平', 'v. x'], 'a')).toEqual(['n/adj. 公平', 'v. x']);
    expect(alignChineseMeanings(['占据'], 'v')).toEqual(['占据']);
    expect(alignPos(['n', 'vt', 'v', 'adj'], 'v')).toEqual(['vt', 'v', 'n', 'adj']);
  });

  it('cleans examples: no repeats, translated first, at most two bare ones', () => {
    const x = (text: string, translation: string | null) => ({ text, translation, translationLang: translation ? 'zh' : null });
    const out = cleanExamples(
      [
        x('bank', '银行'),
        x('the river bank', '河岸'),
        x('The river bank .', '河岸'),
        x('a bank loan', ' '),
        x('he sat on the bank', null),
        x('a third bare one', null),
        x('a savings bank', '储蓄银行'),
      ],
      'bank',
    );
    expect(out.map((e) => e.text)).toEqual(['the river bank', 'a savings bank', 'a bank loan', 'he sat on the bank']);
    expect(out[2]).toMatchObject({ translation: null, translationLang: null });
  });

  it("picks the core sense through the books' Chinese meaning and CC-CEDICT", () => {
    const drop = new Set(['bank', 'banks']);
    const bank = [
      { text: 'bank sloping land (especially the slope beside a body of water)', count: 25 },
      {
        text: 'depository financial institution bank banking concern banking company a financial institution that accepts deposits',
        count: 20,
      },
      { text: 'bank a long ridge or pile', count: 2 },
    ];
    // 银行 and its compounds: bank, banking, banker…
    const yinhang = bridgeWords('bank; banking; banker; bank card', drop);
    expect(yinhang.has('banking')).toBe(true);
    expect(bridgeFirstSense(bank, yinhang, drop)).toBe(1);
    // 岸 "bank; shore" as another meaning does not support "sloping land", so the bank still moves.
    expect(bridgeFirstSense(bank, yinhang, drop, bridgeWords('bank; shore; beach; coast', drop))).toBe(1);
    // A supported first sense stays (mean: 意欲 "to intend to").
    const mean = [
      { text: 'mean intend mean or intend to express or convey', count: 93 },
      { text: 'entail imply mean have as a logical consequence', count: 89 },
    ];
    const dropMean = new Set(['mean']);
    expect(bridgeFirstSense(mean, bridgeWords('meaning; implication; to imply', dropMean), dropMean)).toBe(1);
    expect(
      bridgeFirstSense(mean, bridgeWords('meaning; implication; to imply', dropMean), dropMean, bridgeWords('to intend to', dropMean)),
    ).toBe(0);
    // Too rare a sense never moves up.
    expect(bridgeFirstSense([bank[0] as (typeof bank)[0], { text: 'banking', count: 5 }], yinhang, drop)).toBe(0);
  });
});
