/** Building a vocabulary question from the words around a rank. */
import { describe, expect, it } from 'vitest';
import { meaningLangs, pickQuestion, shortMeaning } from './question.js';
import type { RankedWord } from './repo.js';

const word = (id: number, meanings: Record<string, string[]>): RankedWord => ({
  id,
  headword: `w${id}`,
  meanings: JSON.stringify(meanings),
});
const fixed = () => 0.42;

describe('vocabulary questions', () => {
  it('asks the nearest word not asked yet, with three distinct distractors of the same language', () => {
    const words = [1, 2, 3, 4, 5, 6].map((i) => word(i, { zh: [`义${i}`], en: [`m${i}`] }));
    const q = pickQuestion(words, 2, 100, ['zh', 'en'], new Set([3]), fixed);
    expect(q).not.toBeNull();
    expect([2, 4]).toContain(q?.entryId);
    expect(q?.rank).toBe(100 + words.findIndex((w) => w.id === q?.entryId));
    expect(q?.choices).toHaveLength(4);
    expect(new Set(q?.choices).size).toBe(4);
    expect(q?.choices).toContain(q?.expected);
    expect(q?.choices.every((c) => c.startsWith('义'))).toBe(true);
  });

  it('prefers a word with a meaning in the native language over a nearer one without', () => {
    const words = [
      word(1, { zh: ['一'] }),
      word(2, { zh: ['二'] }),
      word(3, { en: ['three'] }),
      word(4, { zh: ['四'] }),
      word(5, { zh: ['五'] }),
    ];
    const q = pickQuestion(words, 2, 1, ['zh', 'en'], new Set(), fixed);
    expect(q?.entryId).not.toBe(3);
    expect(q?.choices.every((c) => !/[a-z]/.test(c))).toBe(true);
  });

  it('falls back to the next language, and gives up without three distinct distractors', () => {
    const en = [1, 2, 3, 4].map((i) => word(i, { en: [`m${i}`] }));
    expect(pickQuestion(en, 0, 1, ['ja', 'en'], new Set(), fixed)?.choices.every((c) => c.startsWith('m'))).toBe(true);
    const same = [1, 2, 3, 4].map((i) => word(i, { en: ['same'] }));
    expect(pickQuestion(same, 0, 1, ['en'], new Set(), fixed)).toBeNull();
    expect(pickQuestion(en, 0, 1, ['en'], new Set([1, 2, 3, 4]), fixed)).toBeNull();
  });

  it('keeps choices short and meaning languages in order', () => {
    expect(shortMeaning('n. 威胁')).toBe('n. 威胁');
    const long = 'n. a nonmetallic element belonging to the halogens; used especially in medicine and photography';
    expect(shortMeaning(long)).toBe('n. a nonmetallic element belonging to the halogens');
    expect(shortMeaning('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
    expect(meaningLangs('ja')).toEqual(['ja', 'en', 'zh']);
    expect(meaningLangs('en')).toEqual(['en', 'zh']);
    expect(meaningLangs(null)).toEqual(['en', 'zh']);
  });
});
