/** Unit tests of romaji → hiragana for search keys. */
import { describe, expect, it } from 'vitest';
import { romajiToKana } from './romaji.js';

const first = (q: string) => romajiToKana(q)[0];

describe('romajiToKana', () => {
  it.each([
    ['taberu', 'たべる'],
    ['arigatou', 'ありがとう'],
    ['sensei', 'せんせい'],
    ['gakkou', 'がっこう'],
    ['shinbun', 'しんぶん'],
    ['shimbun', 'しんぶん'],
    ['sinbun', 'しんぶん'],
    ['tsukue', 'つくえ'],
    ['tukue', 'つくえ'],
    ['chiisai', 'ちいさい'],
    ['tiisai', 'ちいさい'],
    ['kyou', 'きょう'],
    ['toukyou', 'とうきょう'],
    ['tōkyō', 'とうきょう'],
    ['ryokou', 'りょこう'],
    ['jisho', 'じしょ'],
    ['zisyo', 'じしょ'],
    ['konnichiha', 'こんにちは'],
    ["kon'ya", 'こんや'],
    ['konnyaku', 'こんにゃく'],
    ['hon', 'ほん'],
    ['honn', 'ほん'],
    ['matcha', 'まっちゃ'],
    ['fuji', 'ふじ'],
    ['huzi', 'ふじ'],
    ['yoroshiku onegaishimasu', 'よろしくおねがいします'],
    ['kiwotsukete', 'きをつけて'],
    ['Tabeta', 'たべた'],
  ])('%s → %s', (romaji, kana) => {
    expect(first(romaji)).toBe(kana);
  });

  it('adds the usual readings of unmarked or doubled long vowels', () => {
    expect(romajiToKana('arigato')).toContain('ありがとう');
    expect(romajiToKana('tōkyō')).toContain('とおきょお');
    expect(romajiToKana('tookyoo')).toContain('とうきょう');
    expect(romajiToKana('konnichiwa')).toContain('こんにちは');
    expect(romajiToKana('koohii')).toContain('こーひー');
    expect(romajiToKana('kōhī')).toContain('こーひー');
    expect(romajiToKana('ko-hi-')).toEqual(['こーひー']);
    expect(romajiToKana('raamen')).toContain('らーめん');
  });

  it('gives nothing for English that is not romaji through and through', () => {
    for (const w of ['bank', 'street', 'hello', 'queen', 'cat', 'x', 'ice cream', "o'clock", '123']) expect(romajiToKana(w)).toEqual([]);
  });
});
