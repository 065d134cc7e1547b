/** The CSV template: 11 columns, header row then language-code row, quoting, BOM. */
import { describe, expect, it } from 'vitest';
import { csvCell, TEMPLATE_COLUMNS, type TemplateColumn, templateCsv } from './template';

const headers = Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [c, c])) as Record<TemplateColumn, string>;

describe('templateCsv', () => {
  it('has the 11 headers then a language-code row', () => {
    const csv = templateCsv(headers, 'ja', 'zh');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]?.split(',')).toEqual([...TEMPLATE_COLUMNS]);
    expect(lines[1]).toBe('ja,ja,ja,zh,zh,zh,ja,zh,ja,zh,ja');
  });

  it('quotes localized headers that hold commas or quotes', () => {
    expect(csvCell('例句A,翻译')).toBe('"例句A,翻译"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('单词')).toBe('单词');
    const csv = templateCsv({ ...headers, word: 'word, text' }, 'en', 'es');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFF"word, text",pronA,pronB,pos,meaningA,meaningB,exampleA,exampleATranslation,exampleB,exampleBTranslation,antonym',
    );
  });
});
