/** Sentences of article items for reading, by offsets: every language's enders, quotes, abbreviations, headings. */
import { describe, expect, it } from 'vitest';
import { layoutItem, sentenceRanges } from './layout.js';

const cut = (text: string) => sentenceRanges(text).map((r) => text.slice(r.start, r.end));

describe('reading layout', () => {
  it('cuts after sentence enders, keeping closing quotes and skipping abbreviations, initials and decimals', () => {
    expect(cut('"Go!" he said. Mr. Smith paid 3.50 dollars. J. R. R. Tolkien wrote it! Really?!')).toEqual([
      '"Go!" he said.',
      'Mr. Smith paid 3.50 dollars.',
      'J. R. R. Tolkien wrote it!',
      'Really?!',
    ]);
    expect(cut('¿Dónde está la Sra. López? Está en casa… y duerme.')).toEqual(['¿Dónde está la Sra. López?', 'Está en casa… y duerme.']);
  });

  it('cuts CJK text without spaces, closing brackets stay with their sentence', () => {
    expect(cut('他说：“走吧！”然后离开了。天很冷')).toEqual(['他说：“走吧！”', '然后离开了。', '天很冷']);
    expect(cut('「はい。」と言った。雨だ！')).toEqual(['「はい。」', 'と言った。', '雨だ！']);
    expect(cut('나는 학교에 간다. 비가 온다')).toEqual(['나는 학교에 간다.', '비가 온다']);
  });

  it('takes the first line in 【】 as the heading and cuts lines apart', () => {
    const text = '【一】\n私はその人を常に先生と呼んでいた。だから此所でもただ先生と書くだけで本名は打ち明けない。\n次の行';
    const layout = layoutItem(text);
    expect(layout.heading && text.slice(layout.heading.start, layout.heading.end)).toBe('一');
    expect(layout.sentences.map((r) => text.slice(r.start, r.end))).toEqual([
      '私はその人を常に先生と呼んでいた。',
      'だから此所でもただ先生と書くだけで本名は打ち明けない。',
      '次の行',
    ]);
    expect(layoutItem('No heading here.').heading).toBeNull();
  });
});
