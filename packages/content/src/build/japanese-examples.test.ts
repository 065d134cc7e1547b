import { describe, expect, it } from 'vitest';
import { newEntry } from './entry.js';
import { attachExamples, MAX_EXAMPLES, surfaceForms } from './japanese-examples.js';

const pair = (text: string, en: string) => ({ text, en, attribution: null });

describe('Japanese example matching', () => {
  it('lists conjugated surfaces by class', () => {
    expect(surfaceForms('食べる', 'v1')).toEqual(expect.arrayContaining(['食べる', '食べた', '食べて', '食べま', '食べな']));
    expect(surfaceForms('飲む', 'v5')).toEqual(expect.arrayContaining(['飲む', '飲まな', '飲みま', '飲んで', '飲んだ']));
    expect(surfaceForms('行く', 'v5')).toEqual(expect.arrayContaining(['行って', '行った']));
    expect(surfaceForms('行く', 'v5')).not.toContain('行いて');
    expect(surfaceForms('高い', 'adj-i')).toEqual(expect.arrayContaining(['高く', '高かっ']));
    expect(surfaceForms('勉強する', 'vs')).toContain('勉強');
  });

  it('takes the longest form at each position and gives a shared spelling to the most frequent word', () => {
    const sensei = newEntry('ja', '先生');
    sensei.freqRank = 200;
    const saki = newEntry('ja', '先');
    saki.freqRank = 300;
    const watashi = newEntry('ja', '私');
    watashi.freqRank = 50;
    const shi = newEntry('ja', '私');
    const taberu = newEntry('ja', '食べる');
    taberu.freqRank = 1000;
    const counts = attachExamples(
      [watashi, sensei, saki, taberu, shi].map((entry) => ({ entry, rules: entry === taberu ? 'v1' : '', kana: [] })),
      [
        pair('私は先生です。', 'I am a teacher.'),
        pair('先生が食べた。', 'The teacher ate.'),
        pair('私は食べません。', "I don't eat."),
        pair('先生、先生！', 'Sir!'),
      ],
    );
    expect(watashi.examples.map((e) => e.text)).toEqual(['私は先生です。', '私は食べません。']);
    expect(shi.examples).toEqual([]);
    expect(saki.examples).toEqual([]);
    expect(sensei.examples).toHaveLength(MAX_EXAMPLES);
    expect(counts.get(sensei)).toBe(3);
    expect(taberu.examples[0]).toEqual({ text: '先生が食べた。', translation: 'The teacher ate.', translationLang: 'en' });
  });
});
