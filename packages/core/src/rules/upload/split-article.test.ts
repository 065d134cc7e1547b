/** Articles into sentences: enders, quotes, abbreviations, numbers, URLs, Spanish, CJK, too-short sentences. */
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../schemas/upload.js';
import { articleItems, countedLength, splitArticle } from './split-article.js';
import { UploadRuleError } from './types.js';

const en = (text: string) => splitArticle(text, 'en').sentences;

describe('splitArticle: sentence ends', () => {
  it('ends at . ! ? and their runs', () => {
    expect(en('I came here. Did you see it?! Yes, I did!!! Okay then.')).toEqual([
      'I came here.',
      'Did you see it?!',
      'Yes, I did!!!',
      'Okay then.',
    ]);
  });
  it('splits CJK text without spaces', () => {
    expect(splitArticle('你好吗？我很好。今天天气不错！', 'zh').sentences).toEqual(['你好吗？', '我很好。', '今天天气不错！']);
    expect(splitArticle('雨が降っています。傘を持っていますか？', 'ja').sentences).toEqual(['雨が降っています。', '傘を持っていますか？']);
    expect(splitArticle('半角の句点です｡次の文です｡', 'ja').sentences).toEqual(['半角の句点です｡', '次の文です｡']);
  });
  it('splits Korean with spaces', () => {
    expect(splitArticle('저는 학생입니다. 한국어를 공부해요! 재미있어요?', 'ko').sentences).toEqual([
      '저는 학생입니다.',
      '한국어를 공부해요!',
      '재미있어요?',
    ]);
  });
  it('ends at every paragraph break', () => {
    expect(en('A heading without a stop\nThe first line of text.\n\nSecond paragraph here')).toEqual([
      'A heading without a stop',
      'The first line of text.',
      'Second paragraph here',
    ]);
    expect(en('One line here.\r\nAnother line here.')).toEqual(['One line here.', 'Another line here.']);
  });
  it('reads a single line break before a lower-case letter as a hard wrap', () => {
    expect(en('This sentence was\nwrapped by the editor. Next one.')).toEqual(['This sentence was wrapped by the editor.', 'Next one.']);
  });
  it('does not end at a semicolon', () => {
    expect(en('I came; I saw; I won.')).toEqual(['I came; I saw; I won.']);
  });
});

describe('splitArticle: quotes', () => {
  it('keeps a quoted end that the sentence continues', () => {
    expect(en('"Go!" he said. Then he left.')).toEqual(['"Go!" he said.', 'Then he left.']);
    expect(en('“Stop.” she whispered, and ran.')).toEqual(['“Stop.” she whispered, and ran.']);
    expect(splitArticle('他说："走吧！"然后离开了。她没有回答。', 'zh').sentences).toEqual(['他说："走吧！"然后离开了。', '她没有回答。']);
    // The same shape, so the same answer: a closing quote followed directly by text continues.
    expect(splitArticle('他问：“你来吗？”我没有回答。', 'zh').sentences).toEqual(['他问：“你来吗？”我没有回答。']);
    expect(splitArticle('他问：“你来吗？” 我没有回答。', 'zh').sentences).toEqual(['他问：“你来吗？”', '我没有回答。']);
    expect(splitArticle('「行きます。」と言った。', 'ja').sentences).toEqual(['「行きます。」と言った。']);
  });
  it('ends after the closing quote when a new sentence follows', () => {
    expect(en('"Go away!" He left at once.')).toEqual(['"Go away!"', 'He left at once.']);
    expect(splitArticle('「はい。」「いいえ。」', 'ja').sentences).toEqual(['「はい。」', '「いいえ。」']);
    expect(en('He said (quietly.) Then he left.')).toEqual(['He said (quietly.)', 'Then he left.']);
  });
  it('does not take an opening " after an end as a closing one', () => {
    expect(splitArticle('我们走了。"明天见"是他最后的话。', 'zh').sentences).toEqual(['我们走了。', '"明天见"是他最后的话。']);
  });
});

describe('splitArticle: protected dots', () => {
  it('protects titles and common abbreviations', () => {
    expect(en('Mr. Smith and Mrs. Brown met Dr. Jones and Prof. Lee. They talked.')).toEqual([
      'Mr. Smith and Mrs. Brown met Dr. Jones and Prof. Lee.',
      'They talked.',
    ]);
    expect(en('Use a verb, e.g. run, i.e. move fast. Done here.')).toEqual(['Use a verb, e.g. run, i.e. move fast.', 'Done here.']);
    expect(en('Cats vs. dogs is old news. See No. 5 and Fig. 3 below.')).toEqual([
      'Cats vs. dogs is old news.',
      'See No. 5 and Fig. 3 below.',
    ]);
  });
  it('ends after etc., U.S., p.m. only before a capital letter', () => {
    expect(en('We met at 5 p.m. and talked. I live in the U.S. It is big.')).toEqual([
      'We met at 5 p.m. and talked.',
      'I live in the U.S.',
      'It is big.',
    ]);
    expect(en('Apples, pears etc. are fruit. Nice.')).toEqual(['Apples, pears etc. are fruit.', 'Nice.']);
  });
  it('protects Spanish abbreviations', () => {
    expect(
      splitArticle('El Sr. García y la Sra. López hablan con la Dra. Ruiz. Ud. sabe que está en la pág. 12 del libro.', 'es').sentences,
    ).toEqual(['El Sr. García y la Sra. López hablan con la Dra. Ruiz.', 'Ud. sabe que está en la pág. 12 del libro.']);
  });
  it('protects initials but not the English I', () => {
    expect(en('J. K. Rowling wrote it. So did I. Then we left.')).toEqual(['J. K. Rowling wrote it.', 'So did I.', 'Then we left.']);
  });
  it('protects decimals, versions, URLs and e-mails', () => {
    expect(
      en('Pi is 3.14 today. Node 20.19.2 is out. See www.example.com now. Write to ana@correo.es please. Open https://x.es/a?b=1&c=2 now.'),
    ).toEqual([
      'Pi is 3.14 today.',
      'Node 20.19.2 is out.',
      'See www.example.com now.',
      'Write to ana@correo.es please.',
      'Open https://x.es/a?b=1&c=2 now.',
    ]);
    expect(splitArticle('价格是3.5元。很便宜。', 'zh').sentences).toEqual(['价格是3.5元。', '很便宜。']);
  });
  it('keeps a list number with its sentence', () => {
    expect(en('1. Wash the rice.\n2. Boil the water.')).toEqual(['1. Wash the rice.', '2. Boil the water.']);
  });
  it('does not end before a lower-case word (unknown abbreviations)', () => {
    expect(en('It weighs approx. five kilos. Cf. the table.')).toEqual(['It weighs approx. five kilos.', 'Cf. the table.']);
  });
  it('ends at an ellipsis unless a lower-case letter or a letter without space follows', () => {
    expect(en('Wait... what was that? I see... The end is near.')).toEqual(['Wait... what was that?', 'I see...', 'The end is near.']);
    expect(splitArticle('我想……算了。他走了……\n好吧。', 'zh').sentences).toEqual(['我想……算了。', '他走了……', '好吧。']);
    expect(en('Well… maybe later. Sure.')).toEqual(['Well… maybe later.', 'Sure.']);
  });
});

describe('splitArticle: Spanish', () => {
  it('handles ¿…? and ¡…! and dialogue dashes', () => {
    expect(splitArticle('¡Hola, amigo! ¿Cómo estás? Pero, ¿qué pasa aquí?', 'es').sentences).toEqual([
      '¡Hola, amigo!',
      '¿Cómo estás?',
      'Pero, ¿qué pasa aquí?',
    ]);
    expect(splitArticle('—¿Vienes mañana? —preguntó Juan. —Sí, claro.', 'es').sentences).toEqual([
      '—¿Vienes mañana? —preguntó Juan.',
      '—Sí, claro.',
    ]);
  });
});

describe('splitArticle: too short', () => {
  it('counts without punctuation and spaces; below 4 is dropped and numbered', () => {
    expect(UPLOAD_LIMITS.minSentenceLength).toBe(4);
    expect(countedLength('Hi.')).toBe(2);
    expect(countedLength('好的。')).toBe(4);
    expect(countedLength('¿Qué?')).toBe(4);
    expect(splitArticle('Hi. Okay. Yes! 好的。뭐? Hello there.', 'en')).toEqual({
      sentences: ['Okay.', '好的。', 'Hello there.'],
      dropped: [1, 3, 5],
    });
  });
  it('ignores pieces with nothing to count, without numbering them', () => {
    expect(splitArticle('First part here.\n***\n。\nSecond part here.', 'en')).toEqual({
      sentences: ['First part here.', 'Second part here.'],
      dropped: [],
    });
  });
});

describe('articleItems', () => {
  it('makes one item per sentence, numbered, with dropped ones as problems', () => {
    const r = articleItems('Hi. How are you today? Ok. I am fine, thanks. Yo.', 'en');
    expect(r.items.map((i) => [i.row, i.text, i.translation])).toEqual([
      [2, 'How are you today?', null],
      [4, 'I am fine, thanks.', null],
    ]);
    expect(r.problems).toEqual([
      { code: 'sentenceTooShort', row: 1, column: null, skipped: true, params: { row: 1 } },
      { code: 'sentenceTooShort', row: 3, column: null, skipped: true, params: { row: 3 } },
      { code: 'sentenceTooShort', row: 5, column: null, skipped: true, params: { row: 5 } },
    ]);
  });
  it('keeps repeated sentences and reports overlong ones', () => {
    const long = `${'Word '.repeat(UPLOAD_LIMITS.itemLength / 5)}end.`;
    const r = articleItems(`Say it again. ${long} Say it again.`, 'en');
    expect(r.items.map((i) => [i.row, i.text])).toEqual([
      [1, 'Say it again.'],
      [3, 'Say it again.'],
    ]);
    expect(r.problems).toEqual([
      { code: 'itemTooLong', row: 2, column: null, skipped: true, params: { row: 2, max: UPLOAD_LIMITS.itemLength } },
    ]);
  });
  it('throws upload.empty when every sentence is too short', () => {
    let error: unknown;
    try {
      articleItems('Hi. Yo.', 'en');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UploadRuleError);
    expect((error as UploadRuleError).key).toBe('upload.empty');
    expect((error as UploadRuleError).problems).toHaveLength(2);
  });
});
