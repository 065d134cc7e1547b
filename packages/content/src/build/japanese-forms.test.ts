import { describe, expect, it } from 'vitest';
import { conjugate } from './japanese-forms.js';

describe('Japanese conjugated forms', () => {
  it('conjugates by class, in kanji and kana', () => {
    expect(conjugate('食べる', 'v1')).toEqual(expect.arrayContaining(['食べた', '食べて', '食べない', '食べます', '食べられる']));
    expect(conjugate('飲む', 'v5')).toEqual(expect.arrayContaining(['飲んだ', '飲んで', '飲まない', '飲みます', '飲める', '飲もう']));
    expect(conjugate('いう', 'v5')).toEqual(expect.arrayContaining(['いった', 'いわない', 'いいます']));
    expect(conjugate('高い', 'adj-i')).toEqual(expect.arrayContaining(['高かった', '高くない', '高くて']));
    expect(conjugate('する', 'vs')).toEqual(expect.arrayContaining(['した', 'して', 'しない', 'します']));
    expect(conjugate('来る', 'vk')).toEqual(expect.arrayContaining(['来た', '来ない', '来ます']));
    expect(conjugate('くる', 'vk')).toEqual(expect.arrayContaining(['きた', 'こない', 'きます']));
  });

  it('knows 行く is irregular and an ichidan verb is not godan', () => {
    expect(conjugate('行く', 'v5')).toEqual(expect.arrayContaining(['行った', '行って']));
    expect(conjugate('行く', 'v5')).not.toContain('行いた');
    expect(conjugate('いる', 'v1')).not.toContain('いった');
    expect(conjugate('いる', 'v1')).toContain('いた');
  });

  it('lists nothing for a word that does not conjugate or a noun taking する', () => {
    expect(conjugate('水', '')).toEqual([]);
    expect(conjugate('勉強', 'vs')).toEqual([]);
  });
});
