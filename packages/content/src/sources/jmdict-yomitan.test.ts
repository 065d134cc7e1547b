import { describe, expect, it } from 'vitest';
import { glossesOf, type TermRow, wordsFromRows } from './jmdict-yomitan.js';

const sc = (...items: string[]) => [
  {
    type: 'structured-content',
    content: [
      { tag: 'ul', data: { content: 'glossary' }, content: items.map((i) => ({ tag: 'li', content: i })) },
      { tag: 'ul', data: { content: 'notes' }, content: { tag: 'li', content: 'a note, not a gloss' } },
    ],
  },
];
const row = (
  term: string,
  reading: string,
  tags: string,
  score: number,
  defs: unknown[],
  seq: number,
  termTags = '',
  rules = '',
): TermRow => [term, reading, tags, rules, score, defs, seq, termTags];

describe('JMdict Yomitan term banks', () => {
  it('reads glosses from structured content and plain strings, not notes', () => {
    expect(glossesOf(sc('water (esp. cool or cold)'))).toEqual(['water (esp. cool or cold)']);
    expect(glossesOf(['to eat', 'to live on'])).toEqual(['to eat', 'to live on']);
    const info = [
      {
        type: 'structured-content',
        content: { tag: 'ul', data: { content: 'infoGlossary' }, content: { tag: 'li', content: 'form of address' } },
      },
    ];
    expect(glossesOf(info)).toEqual(['form of address']);
  });

  it('groups rows by sequence: best-scored pair gives headword, readings and senses in order', () => {
    const words = wordsFromRows([
      row('分る', 'わかる', '1 v5r vi uk', -30200, sc('to understand (rare form)'), 1606560, '', 'v5'),
      row('分かる', 'わかる', '1 v5r vi uk', 1999800, sc('to understand', 'to comprehend'), 1606560, '⭐ ichi news20k', 'v5'),
      row('分かる', 'わかる', '2 v5r vi uk', 1999799, sc('to become clear'), 1606560, '⭐ ichi news20k', 'v5'),
      row('分かる', 'わかる', 'forms', 1999797, ['分かる（★）'], 1606560, '⭐ ichi news20k', 'v5'),
      row('解る', 'わかる', '1 v5r vi uk', 989800, sc('to understand'), 1606560, '⭐ spec', 'v5'),
      row('水', 'すい', '1 n abbr', -200, sc('Wednesday'), 2153000),
    ]);
    const wakaru = words.find((w) => w.seq === 1606560);
    expect(wakaru).toMatchObject({ headword: '分かる', readings: ['わかる'], forms: ['解る', '分る'], rules: 'v5', uk: true, news: 20 });
    expect(wakaru?.senses.map((s) => s.gloss)).toEqual(['to understand; to comprehend', 'to become clear']);
    expect(wakaru?.senses[0]?.tags).toEqual(['v5r', 'vi', 'uk']);
    expect(words.find((w) => w.seq === 2153000)).toMatchObject({ headword: '水', readings: ['すい'], score: -200, news: 99 });
  });

  it('puts the reading of the best form first', () => {
    const [w] = wordsFromRows([
      row('私', 'あたくし', 'pn fem uk', -10200, sc('I'), 1311125),
      row('私', 'あたし', 'pn fem uk', 999800, sc('I', 'me'), 1311125, '⭐ spec'),
    ]);
    expect(w?.readings).toEqual(['あたし', 'あたくし']);
  });
});
