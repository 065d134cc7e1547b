import { describe, expect, it } from 'vitest';
import { newEntry } from './entry.js';
import { assignRanks, type JaWord, leedsRanks, UNLISTED_RANK_BASE } from './japanese-rank.js';

const word = (headword: string, reading: string, score: number, opts: Partial<JaWord> = {}): JaWord => ({
  entry: newEntry('ja', headword),
  readings: [reading],
  rules: '',
  uk: false,
  score,
  news: 99,
  common: score > 0,
  ...opts,
});

describe('Japanese frequency ranks', () => {
  it('reads the Leeds list, skipping non-Japanese tokens', () => {
    expect([...leedsRanks('の\nEOS\nに\n「\nする\n').entries()]).toEqual([
      ['の', 1],
      ['に', 2],
      ['する', 3],
    ]);
  });

  it("gives a written form's rank to its top-priority word, not to a rare reading", () => {
    const watashi = word('私', 'わたし', 1999800);
    const shi = word('私', 'し', -200);
    const sui = word('水', 'すい', -200);
    const mizu = word('水', 'みず', 1999800);
    assignRanks(
      [shi, watashi, sui, mizu],
      new Map([
        ['私', 57],
        ['水', 445],
      ]),
      new Map(),
    );
    expect(watashi.entry.freqRank).toBe(57);
    expect(shi.entry.freqRank).toBeNull();
    expect(mizu.entry.freqRank).toBe(445);
    expect(sui.entry.freqRank).toBeNull();
  });

  it('gives a kana surface to the usual-kana word whose own spelling is more frequent', () => {
    const iru = word('居る', 'いる', 999800, { uk: true });
    const needed = word('要る', 'いる', 1999800, { uk: true });
    const shoot = word('射る', 'いる', 1999800);
    const suru = word('する', 'する', 999800, { uk: true });
    const print = word('刷る', 'する', 999800);
    const yam = word('トコロ', 'トコロ', -200);
    const see = word('見る', 'みる', 1999800);
    const seaweed = word('海松', 'みる', -200, { uk: true });
    const ifAdv = word('若し', 'もし', 999800, { uk: true });
    const mock = word('模試', 'もし', 999800);
    const hey = word('もし', 'もし', -200);
    const aux = word('ます', 'ます', -200);
    const grow = word('増す', 'ます', 1999800);
    assignRanks(
      [needed, shoot, iru, print, suru, yam, seaweed, see, mock, ifAdv, hey, grow, aux],
      new Map([
        ['いる', 25],
        ['する', 27],
        ['ところ', 147],
        ['みる', 80],
        ['もし', 712],
        ['ます', 14],
        ['模試', 16147],
        ['見る', 90],
        ['居る', 4269],
        ['要る', 10425],
      ]),
      new Map(),
    );
    expect(iru.entry.freqRank).toBe(25);
    expect(needed.entry.freqRank).toBe(10425);
    expect(suru.entry.freqRank).toBe(27);
    expect(shoot.entry.freqRank).toBeGreaterThanOrEqual(UNLISTED_RANK_BASE);
    expect(print.entry.freqRank).toBeGreaterThanOrEqual(UNLISTED_RANK_BASE);
    expect(yam.entry.freqRank).toBeNull();
    expect(see.entry.freqRank).toBe(90);
    expect(seaweed.entry.freqRank).toBeNull();
    expect(ifAdv.entry.freqRank).toBe(712);
    expect(mock.entry.freqRank).toBe(16147);
    expect(hey.entry.freqRank).toBeNull();
    expect(aux.entry.freqRank).toBe(14);
    expect(grow.entry.freqRank).not.toBe(14);
  });

  it('heads a usual-kana word by its kana when its kanji belongs to a commoner word', () => {
    const kare = word('彼', 'かれ', 1999800);
    const are = word('彼', 'あれ', 999800, { uk: true });
    assignRanks([are, kare], new Map([['彼', 100]]), new Map());
    expect(kare.entry.headword).toBe('彼');
    expect(are.entry.headword).toBe('あれ');
    expect(are.entry.forms).toEqual(['彼']);
    expect(kare.entry.freqRank).toBe(100);
  });

  it('uses the subtitle list only where Leeds has no rank, and only for common words', () => {
    const a = word('大丈夫', 'だいじょうぶ', 1999800);
    const b = word('見え', 'みえ', -200);
    const c = word('トコロ', 'トコロ', -200);
    const leeds = new Map([['見え', 9000]]);
    const subtitles = new Map([
      ['大丈夫', 60],
      ['見え', 30],
      ['トコロ', 40],
    ]);
    assignRanks([a, b, c], leeds, subtitles);
    expect(a.entry.freqRank).toBe(60);
    expect(b.entry.freqRank).toBe(9000);
    expect(c.entry.freqRank).toBeNull();
  });
});
