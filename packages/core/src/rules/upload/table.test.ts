/** Tables: the 11-column rule, the language-code row, row/column numbers in problems, splitting of cells, the three book types. */
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../schemas/upload.js';
import { parseLangCode } from './lang-code.js';
import { TableRows, tableItems } from './table.js';
import { UploadRuleError } from './types.js';

const HEADER = [
  'word',
  'pron A',
  'pron B',
  'pos',
  'meaning A',
  'meaning B',
  'example A',
  'translation A',
  'example B',
  'translation B',
  'antonym',
];
const CODES = ['', '', '', '', 'zh', 'en', '', 'zh', '', 'ja', ''];
const opts = { type: 'word', mode: 'professional', bookLang: 'en', nativeLang: 'zh' } as const;
const table = (...data: string[][]) => [HEADER, CODES, ...data];

function refusal(fn: () => unknown): UploadRuleError {
  try {
    fn();
  } catch (error) {
    if (error instanceof UploadRuleError) return error;
    throw error;
  }
  throw new Error('no UploadRuleError thrown');
}

describe('tableItems: word books', () => {
  it('reads all eleven columns', () => {
    const r = tableItems(
      table([
        'hot',
        'hɒt',
        'hɑːt',
        'adj.',
        '热的；辣的',
        'having a high temperature\nspicy',
        'It is hot.',
        '天很热。',
        'Hot tea.',
        '熱いお茶。',
        'cold, cool、chilly',
      ]),
      opts,
    );
    expect(r).toEqual({
      items: [
        {
          row: 3,
          text: 'hot',
          translation: '热的',
          pronA: 'hɒt',
          pronB: 'hɑːt',
          pos: 'adj.',
          meanings: { zh: ['热的', '辣的'], en: ['having a high temperature', 'spicy'] },
          examples: [
            { text: 'It is hot.', translation: '天很热。', translationLang: 'zh' },
            { text: 'Hot tea.', translation: '熱いお茶。', translationLang: 'ja' },
          ],
          antonyms: ['cold', 'cool', 'chilly'],
        },
      ],
      problems: [],
    });
  });
  it('handles rows that stop early and empty cells', () => {
    const r = tableItems(table(['apple', '', '', '', '苹果'], ['pear']), opts);
    expect(r.items.map((i) => [i.row, i.text, i.translation, i.pronA, i.meanings, i.examples, i.antonyms])).toEqual([
      [3, 'apple', '苹果', null, { zh: ['苹果'] }, [], []],
      [4, 'pear', null, null, {}, [], []],
    ]);
  });
  it('reads cells that a reader left as numbers', () => {
    const rows = table(['seven', '', '', '', 7 as unknown as string]);
    expect(tableItems(rows, opts).items[0]!.meanings).toEqual({ zh: ['7'] });
  });
  it('takes the translation from meaning B when meaning A is empty', () => {
    expect(tableItems(table(['dog', '', '', '', '', 'a pet; an animal']), opts).items[0]!.translation).toBe('a pet');
  });
  it('skips fully empty rows silently and numbers sheet rows', () => {
    const r = tableItems(table(['a1'], [], ['', '  ', ''], ['b2']), opts);
    expect(r.items.map((i) => [i.row, i.text])).toEqual([
      [3, 'a1'],
      [6, 'b2'],
    ]);
    expect(r.problems).toEqual([]);
  });
  it('reports duplicates with the first row, case-insensitively, in one pass', () => {
    const r = tableItems(table(['Run'], ['walk'], ['run'], ['RUN']), opts);
    expect(r.items.map((i) => i.text)).toEqual(['Run', 'walk']);
    expect(r.problems).toEqual([
      { code: 'duplicate', row: 5, column: 1, skipped: false, params: { row: 5, column: 1, first: 3 } },
      { code: 'duplicate', row: 6, column: 1, skipped: false, params: { row: 6, column: 1, first: 3 } },
    ]);
  });
  it('reports row problems with their row and column', () => {
    const longCell = 'x'.repeat(UPLOAD_LIMITS.cellChars + 1);
    const longWord = '词'.repeat(UPLOAD_LIMITS.itemLength / 2 + 1);
    const longMeaning = '义'.repeat(UPLOAD_LIMITS.translationLength / 2 + 1);
    const r = tableItems(
      table(
        ['ok'],
        ['', 'pron', '', '', '意思'],
        ['w1', '', '', '', '', '', longCell],
        [longWord],
        ['w2', '', '', '', '', longMeaning],
        ['w3', '', '', '', '', '', 'Example.', longMeaning],
      ),
      opts,
    );
    expect(r.items.map((i) => i.text)).toEqual(['ok']);
    expect(r.problems).toEqual([
      { code: 'emptyText', row: 4, column: 1, skipped: true, params: { row: 4, column: 1 } },
      { code: 'cellTooLong', row: 5, column: 7, skipped: true, params: { row: 5, column: 7, max: UPLOAD_LIMITS.cellChars } },
      { code: 'itemTooLong', row: 6, column: 1, skipped: true, params: { row: 6, column: 1, max: UPLOAD_LIMITS.itemLength } },
      { code: 'translationTooLong', row: 7, column: 6, skipped: true, params: { row: 7, column: 6, max: UPLOAD_LIMITS.translationLength } },
      { code: 'translationTooLong', row: 8, column: 8, skipped: true, params: { row: 8, column: 8, max: UPLOAD_LIMITS.translationLength } },
    ]);
  });
  it('ignores an example translation without its example', () => {
    expect(tableItems(table(['w', '', '', '', '', '', '', 'orphan']), opts).items[0]!.examples).toEqual([]);
  });
});

describe('tableItems: the 11-column rule and refusals', () => {
  it('refuses fewer than 11 columns, measured over every row', () => {
    const ten = HEADER.slice(0, 10);
    expect(refusal(() => tableItems([ten, ten, ['apple', '', '', '', '苹果']], opts)).key).toBe('upload.tooFewColumns');
    expect(tableItems([ten, ten, ['apple', '', '', '', '', '', '', '', '', '', '']], opts).items.map((i) => i.text)).toEqual(['apple']);
    expect(tableItems([HEADER.slice(0, 3), [], ['apple', '', '', '', '', '', '', '', '', '', 'pear']], opts).items[0]!.antonyms).toEqual([
      'pear',
    ]);
  });
  it('refuses a table with nothing in it, or with no data rows', () => {
    expect(refusal(() => tableItems([], opts)).key).toBe('upload.empty');
    expect(refusal(() => tableItems([[''], ['  ']], opts)).key).toBe('upload.empty');
    expect(refusal(() => tableItems([HEADER, CODES, []], opts)).key).toBe('upload.empty');
  });
  it('refuses more than UPLOAD_LIMITS.items data rows', () => {
    const rows = [HEADER, CODES, ...Array.from({ length: UPLOAD_LIMITS.items + 1 }, (_, i) => [`w${i}`])];
    const e = refusal(() => tableItems(rows, opts));
    expect([e.key, e.params]).toEqual(['upload.tooManyItems', { max: UPLOAD_LIMITS.items }]);
  });
  it('reads 200,000 rows with duplicates in one pass', () => {
    const rows = [HEADER, CODES, ...Array.from({ length: UPLOAD_LIMITS.items }, (_, i) => [`w${i % 150_000}`, '', '', '', `m${i}`])];
    const r = tableItems(rows, opts);
    expect([r.items.length, r.problems.length, r.problems[0]]).toEqual([
      150_000,
      50_000,
      { code: 'duplicate', row: 150_003, column: 1, skipped: false, params: { row: 150_003, column: 1, first: 3 } },
    ]);
  });
});

describe('tableItems: the language-code row', () => {
  it('takes codes with regions and names, case-insensitively', () => {
    const codes = ['', '', '', '', 'Ko-KR', 'ESPAÑOL', '', 'en_US', '', '日本語', ''];
    const r = tableItems([HEADER, codes, ['사과', '', '', '', '사과', 'manzana', 'Ex A.', 'tr A', 'Ex B.', 'tr B']], opts);
    expect([r.items[0]!.meanings, r.items[0]!.examples.map((e) => e.translationLang)]).toEqual([
      { ko: ['사과'], es: ['manzana'] },
      ['en', 'ja'],
    ]);
  });
  it('defaults meaning A and translations to the native language, meaning B to English', () => {
    const empty = Array.from({ length: 11 }, () => '');
    const r = tableItems([HEADER, empty, ['hola', '', '', '', 'annyeong', 'hello', 'Hola, Ana.', 'tr']], {
      ...opts,
      bookLang: 'es',
      nativeLang: 'ko',
    });
    expect([r.items[0]!.meanings, r.items[0]!.examples[0]!.translationLang]).toEqual([{ ko: ['annyeong'], en: ['hello'] }, 'ko']);
    const zh = tableItems([HEADER, empty, ['hola', '', '', '', '你好']], { type: 'word', mode: 'simple', bookLang: 'es' });
    expect(zh.items[0]!.meanings).toEqual({ zh: ['你好'] });
  });
  it('merges meanings A and B of the same language', () => {
    const codes = ['', '', '', '', 'en', 'en'];
    const r = tableItems([HEADER, codes, ['run', '', '', '', 'move fast', 'go quickly']], opts);
    expect(r.items[0]!.meanings).toEqual({ en: ['move fast', 'go quickly'] });
  });
  it('reports an unknown code and keeps the column without a language', () => {
    const codes = ['', '', '', '', 'klingon', 'en', '', 'xx', '', '', ''];
    const r = tableItems([HEADER, codes, ['run', '', '', '', 'qet', 'move fast', 'I run.', 'jIqet']], opts);
    expect(r.problems).toEqual([
      { code: 'badLangCode', row: 2, column: 5, skipped: false, params: { row: 2, column: 5, code: 'klingon' } },
      { code: 'badLangCode', row: 2, column: 8, skipped: false, params: { row: 2, column: 8, code: 'xx' } },
    ]);
    expect(r.items[0]!).toMatchObject({
      translation: 'qet',
      meanings: { en: ['move fast'] },
      examples: [{ text: 'I run.', translation: 'jIqet', translationLang: null }],
    });
  });
  it('parseLangCode knows the documented table', () => {
    expect(['zh', 'ZH-cn', 'zh_Hant', 'Chinese', '中文', '汉语', 'chino'].map(parseLangCode)).toEqual([
      'zh',
      'zh',
      'zh',
      'zh',
      'zh',
      'zh',
      'zh',
    ]);
    expect(['EN', 'en-GB', 'English', '英语', '영어', 'eng'].map(parseLangCode)).toEqual(['en', 'en', 'en', 'en', 'en', 'en']);
    expect(['ja', '日本語', 'Japanese', '日语', 'jpn'].map(parseLangCode)).toEqual(['ja', 'ja', 'ja', 'ja', 'ja']);
    expect(['ko', '한국어', 'Korean', '韩语', 'kor'].map(parseLangCode)).toEqual(['ko', 'ko', 'ko', 'ko', 'ko']);
    expect(['es-MX', 'Español', 'espanol', 'Spanish', '西班牙语', 'spa'].map(parseLangCode)).toEqual(['es', 'es', 'es', 'es', 'es', 'es']);
    expect(['', 'fr', 'german', 'z'].map(parseLangCode)).toEqual([null, null, null, null]);
  });
});

describe('tableItems: sentence and article books', () => {
  it('sentence books: meaning A is the whole translation', () => {
    const r = tableItems(table(['How are you?', '', '', '', '你好吗；最近怎么样', 'Wie geht es?']), { ...opts, type: 'sentence' });
    expect(r.items.map((i) => [i.text, i.translation, i.meanings])).toEqual([
      ['How are you?', '你好吗；最近怎么样', { zh: ['你好吗；最近怎么样'], en: ['Wie geht es?'] }],
    ]);
  });
  it('article books: column-1 cells are paragraphs split into sentences', () => {
    const r = tableItems(table(['First sentence here. Second one here.', 'ignored'], [''], ['Hi. Third sentence here.']), {
      ...opts,
      type: 'article',
    });
    expect(r.items.map((i) => [i.row, i.text])).toEqual([
      [1, 'First sentence here.'],
      [2, 'Second one here.'],
      [4, 'Third sentence here.'],
    ]);
    expect(r.problems).toEqual([{ code: 'sentenceTooShort', row: 3, column: null, skipped: true, params: { row: 3 } }]);
  });
  it('article books: an overlong paragraph is a cellTooLong problem', () => {
    const r = tableItems(table(['x'.repeat(UPLOAD_LIMITS.cellChars + 1)], ['Only this one stays.']), { ...opts, type: 'article' });
    expect([r.items.map((i) => i.text), r.problems]).toEqual([
      ['Only this one stays.'],
      [{ code: 'cellTooLong', row: 3, column: 1, skipped: true, params: { row: 3, column: 1, max: UPLOAD_LIMITS.cellChars } }],
    ]);
  });
});

describe('TableRows: the same rules batch by batch', () => {
  /** The table pushed in batches of `size` rows, the batches' items and problems joined. */
  function inBatches(rows: string[][], size: number, options: Parameters<typeof tableItems>[1] = opts) {
    const t = new TableRows(options);
    const items = [];
    const problems = [];
    for (let first = 0; first < rows.length; first += size) {
      const b = t.push(rows.slice(first, first + size), first);
      items.push(...b.items);
      problems.push(...b.problems);
    }
    const rest = t.finish();
    return { items: [...items, ...rest.items], problems: [...problems, ...rest.problems] };
  }

  it('gives what tableItems gives, whatever the batch size (duplicates across batches, codes in row 2)', () => {
    const data = Array.from({ length: 23 }, (_, i) => [
      `w${i % 17}`,
      '',
      '',
      '',
      i % 5 === 0 ? '' : `m${i}；n${i}`,
      '',
      '',
      '',
      '',
      '',
      'a',
    ]);
    data.splice(4, 0, []);
    data.push(['', 'no word', '', '', '', '', '', '', '', '', 'x']);
    const rows = [HEADER, ['', '', '', '', 'zz', 'en', '', 'zh', '', 'ja', ''], ...data];
    const whole = tableItems(rows, opts);
    for (const size of [1, 2, 3, 7, 100]) expect(inBatches(rows, size)).toEqual(whole);
    const article = { ...opts, type: 'article' } as const;
    const text = table(['First sentence here. Second one is here too.'], ['Third sentence, a new paragraph.']);
    for (const size of [1, 2, 4]) expect(inBatches(text, size, article)).toEqual(tableItems(text, article));
  });

  it('applies the whole-table refusals at the end', () => {
    const narrow = new TableRows(opts);
    narrow.push([HEADER.slice(0, 10), CODES.slice(0, 10), ['w']], 0);
    expect(refusal(() => narrow.finish()).key).toBe('upload.tooFewColumns');
    const nothing = new TableRows(opts);
    nothing.push([[], []], 0);
    expect(refusal(() => nothing.finish()).key).toBe('upload.empty');
    const noItems = new TableRows(opts);
    const b = noItems.push(table(['', 'x']), 0);
    expect(b.problems.map((p) => p.code)).toEqual(['emptyText']);
    expect(refusal(() => noItems.finish()).key).toBe('upload.empty');
  });
});
