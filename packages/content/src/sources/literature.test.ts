import { describe, expect, it } from 'vitest';
import { parseKengdicLevels } from './kengdic-levels.js';
import {
  parseAozora,
  parseKoreanStory,
  parseQuijote,
  splitLongParagraph,
  splitSpanishSentences,
  stripAozora,
  stripGutenberg,
} from './literature.js';
import { parseCountedWords } from './subtitle-ranks.js';

describe('Aozora Bunko texts', () => {
  it('strips ruby, ruby starts, editor notes and marks', () => {
    expect(stripAozora('　先生一人｜麦藁帽《むぎわらぼう》を被って［＃「被って」に傍点］来た※')).toBe('先生一人麦藁帽を被って来た');
  });

  it('drops the notes block and the colophon, and reads parts and numbered chapters', () => {
    const text = [
      '\uFEFFこころ',
      '夏目漱石',
      '',
      '-------------------------------------------------------',
      '【テキスト中に現れる記号について】',
      '《》：ルビ',
      '一',
      '-------------------------------------------------------',
      '',
      '上　先生と私',
      '',
      '一',
      '',
      '　私はその人を常に先生と呼んでいた。',
      '　二つ目の段落。',
      '',
      '二',
      '',
      '　三つ目《みっつめ》。',
      '中　両親と私',
      '一',
      '　家に帰った。',
      '',
      '底本：「こころ」集英社文庫',
      '一',
      '入力：j.utiyama',
    ].join('\r\n');
    const ch = parseAozora(text);
    expect(ch.map((c) => [c.part, c.title, c.paragraphs])).toEqual([
      ['上　先生と私', '一', ['私はその人を常に先生と呼んでいた。', '二つ目の段落。']],
      ['上　先生と私', '二', ['三つ目。']],
      ['中　両親と私', '一', ['家に帰った。']],
    ]);
  });
});

describe('Project Gutenberg Don Quijote', () => {
  const text = [
    'The Project Gutenberg eBook of Don Quijote',
    'This ebook is for the use of anyone anywhere',
    '*** START OF THE PROJECT GUTENBERG EBOOK DON QUIJOTE ***',
    '',
    'Prólogo',
    '',
    'Capítulo primero. Que trata de la condición del famoso hidalgo',
    'don Quijote de la Mancha',
    '',
    'En un lugar de la Mancha, de cuyo nombre no quiero',
    'acordarme, no ha mucho tiempo.',
    '',
    'Capítulo II. Que trata de la primera salida',
    '',
    '—¿Quién va? —dijo Sancho. Nadie.',
    '',
    'Capítulo Primero. De lo que el cura y el barbero pasaron',
    '',
    'Cuenta Cide Hamete.',
    '',
    'Fin',
    '',
    '*** END OF THE PROJECT GUTENBERG EBOOK DON QUIJOTE ***',
    'Section 1. General Terms of Use',
  ].join('\r\n');

  it('keeps only the text between the START and END lines', () => {
    const body = stripGutenberg(text);
    expect(body).not.toContain('Project Gutenberg eBook');
    expect(body).not.toContain('General Terms');
    expect(body).toContain('En un lugar');
  });

  it('reads chapters with run-on headings, joined paragraph lines and the two parts', () => {
    const ch = parseQuijote(text);
    expect(ch.map((c) => [c.part, c.title])).toEqual([
      ['Primera parte', 'Capítulo primero. Que trata de la condición del famoso hidalgo don Quijote de la Mancha'],
      ['Primera parte', 'Capítulo II. Que trata de la primera salida'],
      ['Segunda parte', 'Capítulo Primero. De lo que el cura y el barbero pasaron'],
    ]);
    expect(ch[0]?.paragraphs).toEqual(['En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo.']);
    expect(ch[2]?.paragraphs).toEqual(['Cuenta Cide Hamete.']);
  });

  it('splits Spanish sentences before capitals, ¿ ¡ and dialogue dashes, not after abbreviated dashes', () => {
    expect(splitSpanishSentences('Calló. ¿Qué es esto? ¡Ah de arriba! —Dijo Sancho. y siguió.')).toEqual([
      'Calló.',
      '¿Qué es esto?',
      '¡Ah de arriba!',
      '—Dijo Sancho. y siguió.',
    ]);
  });
});

describe('paragraph splitting', () => {
  it('cuts long paragraphs at sentence ends, keeping closing quotes with their sentence', () => {
    expect(splitLongParagraph('短い。', 5)).toEqual(['短い。']);
    expect(splitLongParagraph('あいう。えお！かき「くけ。」こさ。', 6)).toEqual(['あいう。', 'えお！', 'かき「くけ。」', 'こさ。']);
    expect(splitLongParagraph('One two. Three four. Five six.', 20)).toEqual(['One two. Three four.', 'Five six.']);
    // One sentence longer than the limit stays whole.
    expect(splitLongParagraph('abcdefghij klm', 5)).toEqual(['abcdefghij klm']);
  });
});

describe('Korean story, kengdic levels, subtitle lists', () => {
  it('reads 동백꽃: title, author, then a paragraph a line', () => {
    const ch = parseKoreanStory('  동백꽃\n\n        김유정\n\n  오늘도 또 우리 수탉이 막 쫓기었다.\n  "얘! 너 혼자만 일하니?"\n');
    expect(ch).toEqual([{ title: '동백꽃', part: '', paragraphs: ['오늘도 또 우리 수탉이 막 쫓기었다.', '"얘! 너 혼자만 일하니?"'] }]);
  });

  it('reads kengdic levels from the COPY block, keeping the most basic level', () => {
    const sql = [
      "SET client_encoding = 'UTF8';",
      'COPY m_korean (wordid, word, syn, def, pos, submitter, doe, wordsize, "level", posn, hanja) FROM stdin;',
      '178\t사이\t\\N\tspace between 2 points\t1\tjoe\t\\N\t\\N\tA\t1\t\\N',
      '5464\t꼼꼼하다\t\\N\tvery careful\t4\tjoe\t\\N\t\\N\tC\t1\t\\N',
      '9\t사이\t\\N\trelationship\t1\tjoe\t\\N\t\\N\tB\t1\t\\N',
      '10\tTV\t\\N\ttelevision\t1\tjoe\t\\N\t\\N\tA\t1\t\\N',
      '\\.',
      '11\t뒤\t\\N\tafter the dump\t1\tjoe\t\\N\t\\N\tA\t1\t\\N',
    ].join('\n');
    const m = parseKengdicLevels(sql);
    expect([...m.keys()]).toEqual(['사이', '꼼꼼하다']);
    expect(m.get('사이')).toEqual({ level: 'A', gloss: 'space between 2 points' });
  });

  it('reads `word count` lines in order, once each', () => {
    expect(parseCountedWords('\uFEFF的 3957141\n我 3669472\nbad line\n的 12\n你 3282942\n')).toEqual(['的', '我', '你']);
  });
});
