import type { Lang } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import type { EntryRecord } from '../types.js';
import { addMeaningKeys } from './meaning-keys.js';

const entry = (lang: Lang, headword: string, freqRank: number | null, meanings: Record<string, string[]>): EntryRecord =>
  ({ lang, headword, freqRank, meanings, keys: [{ key: headword, kind: 'exact' }] }) as unknown as EntryRecord;

describe('addMeaningKeys', () => {
  it('keys frequent entries by the words of their first meanings in other languages', () => {
    const eat = entry('zh', '吃', 300, { en: ['to eat', 'to consume', 'to suffer'], es: ['comer'] });
    const rare = entry('zh', '啖', 40_000, { en: ['to eat'] });
    const unranked = entry('zh', '食', null, { en: ['to eat'] });
    const byLang = { zh: [eat, rare, unranked], en: [], ja: [], ko: [], es: [] } as Record<Lang, EntryRecord[]>;
    expect(addMeaningKeys(byLang)).toBe(3);
    expect(eat.keys).toEqual([
      { key: '吃', kind: 'exact' },
      { key: '\u0001en:eat', kind: 'meaning' },
      { key: '\u0001en:consume', kind: 'meaning' },
      { key: '\u0001es:comer', kind: 'meaning' },
    ]);
    expect(rare.keys).toHaveLength(1);
    expect(unranked.keys).toHaveLength(1);
  });
});
