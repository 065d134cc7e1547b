/** Unit tests of hit classes: deinflected and transliterated hits against direct ones. */
import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  compareBase,
  pickBest,
  toCandidates,
  toLemmaCandidates,
  toReadingCandidates,
  transliteratedClass,
} from './ranking.js';

const row = (entry_id: number, key: string, kind: string, rank: number) => ({ entry_id, key, kind, rank });

describe('search hit classes', () => {
  it('ranks a word read exactly as typed in kana above a verb guessed from the kana (みず: 水 before 見る)', () => {
    const out: Candidate[] = [];
    toCandidates([row(1, 'みず', 'reading', 361)], 'みず', 'ja', out);
    toLemmaCandidates([row(2, 'みる', 'reading', 244), row(3, 'いる', 'exact', 18)], 'ja', out);
    expect(pickBest(out, 5, compareBase).map((c) => c.entryId)).toEqual([1, 3, 2]);
  });

  it('keeps a form deinflected to a written headword an inflected-form hit (食べた → 食べる)', () => {
    const out: Candidate[] = [];
    toCandidates([row(1, '食べたい', 'exact', 90000)], '食べた', 'ja', out);
    toLemmaCandidates([row(2, '食べる', 'exact', 1468)], 'ja', out);
    const [first] = pickBest(out, 5, compareBase);
    expect(first).toMatchObject({ entryId: 2, cls: 1 });
  });

  it('puts romaji hits after prefix hits unless the search is for that language', () => {
    expect(transliteratedClass('ja', 'ja', undefined)).toBe(2);
    expect(transliteratedClass('ja', undefined, 'ja')).toBe(2);
    const out: Candidate[] = [];
    toCandidates([row(1, 'tamed', 'exact', 50000)], 'tame', 'en', out);
    toReadingCandidates(
      [row(2, 'ため', 'reading', 60), row(3, 'ため', 'lemma', 10)],
      'ja',
      out,
      transliteratedClass('ja', undefined, undefined),
    );
    expect(pickBest(out, 5, compareBase).map((c) => c.entryId)).toEqual([1, 2]);
  });
});
