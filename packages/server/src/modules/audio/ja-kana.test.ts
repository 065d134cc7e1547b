/** Kanji → hiragana for eSpeak's ja voice, with the tokenizer built only when kanji appear. */
import { describe, expect, it } from 'vitest';
import { toKana, tokenizerLoaded } from './ja-kana.js';

describe('toKana', () => {
  it('leaves kana-only text alone without building the tokenizer', async () => {
    expect(await toKana('こんにちは')).toBe('こんにちは');
    expect(await toKana('コーヒー')).toBe('コーヒー');
    expect(tokenizerLoaded()).toBe(false);
  });

  it('reads kanji as hiragana', async () => {
    expect(await toKana('日本語')).toBe('にほんご');
    expect(tokenizerLoaded()).toBe(true);
  });

  it('uses the pronunciation: particles and long vowels as spoken', async () => {
    expect(await toKana('私は東京に行きます。')).toBe('わたしわとーきょーにいきます。');
    expect(await toKana('ABCが好き')).toBe('ABCがすき');
  });
});
