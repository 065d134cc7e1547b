import { describe, expect, it } from 'vitest';
import { TURBO_MODES } from '../../constants.js';
import { type PlayStep, playSequence, stepsForItem, type TurboMode } from './sequence.js';

const items = [{ translation: 'one' }, { translation: 'two' }, { translation: '' }];
/** Compact form: "0W-" = item 0, word, in-word gap after; "0T|" = translation, between gap after. */
const compact = (steps: PlayStep[]) =>
  steps.map((s) => `${s.itemIndex}${s.side === 'word' ? 'W' : 'T'}${s.gapAfter === 'in-word' ? '-' : '|'}`).join(' ');
const seq = (mode: TurboMode, list = items.slice(0, 1)) => compact(playSequence(mode, list));

describe('playSequence, one item with a translation', () => {
  it.each([
    ['word_translation', '0W- 0T|'],
    ['translation_word', '0T- 0W|'],
    ['word_only', '0W|'],
    ['translation_only', '0T|'],
    ['word_x3_translation', '0W- 0W- 0W- 0T|'],
    ['word_x5_translation', '0W- 0W- 0W- 0W- 0W- 0T|'],
    ['alternating_x3', '0W- 0T- 0W- 0T- 0W- 0T|'],
    ['translation_word_x3', '0T- 0W- 0T- 0W- 0T- 0W|'],
    ['extreme_word_x10', `${'0W- '.repeat(9)}0W|`],
    ['progressive', '0W- 0T|'],
  ] as const)('%s → %s', (mode, expected) => {
    expect(seq(mode)).toBe(expected);
  });

  it('covers all ten modes', () => {
    expect(TURBO_MODES).toHaveLength(10);
    for (const mode of TURBO_MODES) expect(playSequence(mode, items).length).toBeGreaterThan(0);
  });
});

describe('items without a translation', () => {
  it('drop translation steps and keep the word steps with the right gaps', () => {
    const bare = [{ translation: '  ' }];
    expect(seq('word_translation', bare)).toBe('0W|');
    expect(seq('translation_word', bare)).toBe('0W|');
    expect(seq('word_x3_translation', bare)).toBe('0W- 0W- 0W|');
    expect(seq('alternating_x3', bare)).toBe('0W- 0W- 0W|');
    expect(seq('translation_word_x3', bare)).toBe('0W- 0W- 0W|');
  });
  it('are passed over in translation_only', () => {
    expect(seq('translation_only', items)).toBe('0T| 1T|');
  });
});

describe('several items', () => {
  it('word_translation plays each item in order with the between gap after each', () => {
    expect(seq('word_translation', items)).toBe('0W- 0T| 1W- 1T| 2W|');
  });
  it('every step belongs to its own item (anchor) outside progressive', () => {
    for (const mode of TURBO_MODES.filter((m) => m !== 'progressive')) {
      for (const s of playSequence(mode, items)) expect(s.anchor).toBe(s.itemIndex);
    }
  });
});

describe('progressive', () => {
  const many = Array.from({ length: 7 }, (_, i) => ({ translation: `t${i}` }));
  const windows = (steps: PlayStep[]) => {
    const byAnchor = new Map<number, number[]>();
    for (const s of steps) if (s.side === 'word') byAnchor.set(s.anchor, [...(byAnchor.get(s.anchor) ?? []), s.itemIndex]);
    return [...byAnchor.values()].map((w) => w.join(''));
  };
  it('grows 1, 1-2, 1-2-3 up to the window, then slides', () => {
    expect(windows(playSequence('progressive', many, { progressiveWindow: 3 }))).toEqual(['0', '01', '012', '123', '234', '345', '456']);
  });
  it('uses a window of 5 by default', () => {
    expect(windows(playSequence('progressive', many))).toEqual(['0', '01', '012', '0123', '01234', '12345', '23456']);
  });
  it('plays each windowed item as word then translation, between gap after each item', () => {
    expect(compact(stepsForItem('progressive', many, 1, { progressiveWindow: 3 }))).toBe('0W- 0T| 1W- 1T|');
  });
  it('a window of 1 is word → translation', () => {
    expect(compact(playSequence('progressive', many.slice(0, 2), { progressiveWindow: 1 }))).toBe('0W- 0T| 1W- 1T|');
  });
});

describe('resume and bounds', () => {
  it('from skips earlier turns, even in progressive (the window still looks back)', () => {
    expect(seq('word_translation', items).endsWith(compact(playSequence('word_translation', items, { from: 1 })))).toBe(true);
    const steps = playSequence('progressive', items, { from: 2, progressiveWindow: 2 });
    expect(compact(steps)).toBe('1W- 1T| 2W|');
    expect(steps.every((s) => s.anchor === 2)).toBe(true);
  });
  it('is empty for no items and out-of-range turns', () => {
    expect(playSequence('alternating_x3', [])).toEqual([]);
    expect(stepsForItem('word_only', items, 3)).toEqual([]);
    expect(stepsForItem('word_only', items, -1)).toEqual([]);
  });
  it('concatenating stepsForItem equals playSequence', () => {
    for (const mode of TURBO_MODES) {
      expect(items.flatMap((_, i) => stepsForItem(mode, items, i))).toEqual(playSequence(mode, items));
    }
  });
});
