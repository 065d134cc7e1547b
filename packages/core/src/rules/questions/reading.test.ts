import { describe, expect, it } from 'vitest';
import { builtinExams, levelBand } from './builtin-exams.js';
import {
  alterNumber,
  distractorWords,
  gradeAnswer,
  type PassageItem,
  passageSentences,
  type QuestionToken,
  readingQuestions,
  readingTargets,
  samePos,
  type WordInfo,
} from './reading.js';
import { seededRandom } from './rng.js';
import { BLANK, ORDER_SEPARATOR } from './types.js';
import { listeningQuestions, spellHint, vocabularyQuestions } from './vocabulary.js';

/** A whitespace tokenizer standing in for the server's (offsets into the sentence). */
function tokens(text: string, dict: Map<string, WordInfo>): QuestionToken[] {
  return [...text.matchAll(/[\p{L}\p{N}']+/gu)].map((m) => {
    const info = dict.get(m[0].toLowerCase());
    return { text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, word: true, entryId: info?.entryId ?? null };
  });
}

const VOCAB = [
  ['cat', 'n', 900],
  ['dog', 'n', 800],
  ['garden', 'n', 1200],
  ['river', 'n', 1100],
  ['morning', 'n', 700],
  ['house', 'n', 400],
  ['bread', 'n', 1500],
  ['window', 'n', 1000],
  ['quickly', 'adv', 1300],
  ['slowly', 'adv', 1400],
  ['softly', 'adv', 1600],
  ['gently', 'adv', 1700],
  ['walked', 'v', 500],
  ['opened', 'v', 600],
  ['the', 'art', 1],
] as const;
const dict = new Map<string, WordInfo>(
  VOCAB.map(([w, pos, rank], i) => [w, { entryId: i + 1, headword: w, pos: [pos], rank, meaning: `meaning of ${w}` }]),
);
const pool = [...dict.values()];

const ARTICLE: PassageItem[] = [
  { itemId: 11, text: 'The cat walked into the garden. The dog opened the window quickly.', translation: null },
  { itemId: 12, text: 'In the morning the river was quiet. She bought 3 loaves of bread. The house was warm.', translation: null },
];

function quiz(seed: string, items: readonly PassageItem[] = ARTICLE) {
  const sentences = passageSentences(items, 'en').map((s) => ({ ...s, tokens: tokens(s.text, dict) }));
  const targets = readingTargets(sentences, new Map(pool.map((w) => [w.entryId, w])), 'en', seed);
  return readingQuestions({
    lang: 'en',
    sentences,
    itemIds: items.map((i) => i.itemId),
    words: new Map(pool.map((w) => [w.entryId, w])),
    targets,
    pools: new Map(targets.map((t) => [t.entryId, pool])),
    seed,
  });
}

describe('reading questions', () => {
  it('splits a passage into sentences, aligning translations when the counts agree', () => {
    const s = passageSentences([{ itemId: 1, text: 'I am here. You are there.', translation: '我在这里。你在那里。' }], 'en');
    expect(s.map((x) => x.translation)).toEqual(['我在这里。', '你在那里。']);
    const t = passageSentences([{ itemId: 1, text: 'I am here. You are there.', translation: '我们都在。' }], 'en');
    expect(t.map((x) => x.translation)).toEqual([null, null]);
  });

  it('gives the same questions for the same seed and others for another page', () => {
    const a = quiz('reading:5:1');
    expect(quiz('reading:5:1')).toEqual(a);
    expect(JSON.stringify(quiz('reading:5:2'))).not.toBe(JSON.stringify(a));
  });

  it('makes cloze choices of a blanked word with 3 distinct distractors of the same part of speech', () => {
    const qs = quiz('reading:1:1');
    const cloze = qs.filter((q) => q.kind === 'cloze-choice');
    expect(cloze.length).toBeGreaterThanOrEqual(2);
    for (const q of cloze) {
      expect(q.prompt).toContain(BLANK);
      expect(q.choices).toHaveLength(4);
      expect(new Set(q.choices).size).toBe(4);
      expect(q.choices).toContain(q.expected);
      const pos = dict.get(q.expected.toLowerCase())?.pos ?? [];
      for (const c of q.choices ?? []) expect(samePos(pos, dict.get(c.toLowerCase())?.pos ?? [])).toBe(true);
      // The blanked sentence with the answer put back is the article's sentence.
      expect(ARTICLE.some((p) => p.text.includes(q.prompt.replace(BLANK, q.expected)))).toBe(true);
      expect(q.entryId).not.toBeNull();
    }
  });

  it('never blanks the most common words when rarer ones exist, nor a word twice', () => {
    const qs = quiz('reading:1:1').filter((q) => q.kind === 'cloze-choice' || q.kind === 'fill-blank');
    expect(qs.map((q) => q.expected.toLowerCase())).not.toContain('the');
    expect(new Set(qs.map((q) => q.entryId)).size).toBe(qs.length);
  });

  it('makes a sentence-order question whose answer is the article order', () => {
    const q = quiz('reading:1:1').find((x) => x.kind === 'sentence-order');
    expect(q).toBeDefined();
    const order = q?.expected.split(ORDER_SEPARATOR) ?? [];
    expect(order.length).toBeGreaterThanOrEqual(3);
    expect([...(q?.choices ?? [])].sort()).toEqual([...order].sort());
    expect(q?.choices?.join(ORDER_SEPARATOR)).not.toBe(q?.expected);
    expect(gradeAnswer(q as never, order.join(ORDER_SEPARATOR))).toBe(true);
    expect(gradeAnswer(q as never, [...order].reverse().join(ORDER_SEPARATOR))).toBe(false);
  });

  it('makes true/false statements: the sentence, or a number or word changed', () => {
    const qs = quiz('reading:1:1').filter((q) => q.kind === 'true-false');
    expect(qs.length).toBe(2);
    const truth = qs.find((q) => q.expected === 'true');
    const lie = qs.find((q) => q.expected === 'false');
    expect(ARTICLE.some((p) => p.text.includes(truth?.prompt ?? '?'))).toBe(true);
    expect(ARTICLE.some((p) => p.text.includes(lie?.prompt ?? ''))).toBe(false);
  });

  it('changes numbers in a sentence', () => {
    const out = alterNumber('She bought 3 loaves.', seededRandom(1));
    expect(out).not.toBeNull();
    expect(out).not.toBe('She bought 3 loaves.');
    expect(alterNumber('No numbers here.', seededRandom(1))).toBeNull();
  });

  it('matches translations when the book has them', () => {
    const items = [
      { itemId: 1, text: 'The cat walked. The dog ran. The house was warm.', translation: '猫走了。狗跑了。房子很暖和。' },
      { itemId: 2, text: 'The river was quiet. The bread was good.', translation: '河很安静。面包很好。' },
    ];
    const qs = quiz('reading:9:1', items);
    const match = qs.filter((q) => q.kind === 'translation-match');
    expect(match.length).toBeGreaterThan(0);
    for (const q of match) {
      expect(q.choices).toHaveLength(4);
      expect(q.choices).toContain(q.expected);
    }
    const tf = qs.filter((q) => q.kind === 'true-false');
    expect(tf.every((q) => q.detail !== null)).toBe(true);
  });

  it('picks distractors nearest in frequency and of the same part of speech first', () => {
    const target = dict.get('quickly') as WordInfo;
    const out = distractorWords(target, pool, seededRandom(3));
    expect(out.sort()).toEqual(['gently', 'slowly', 'softly']);
  });

  it('grades loosely: case, spaces and end punctuation do not matter, no answer is wrong', () => {
    const q = { kind: 'fill-blank' as const, accepted: ['Garden', 'garden'] };
    expect(gradeAnswer(q, ' garden. ')).toBe(true);
    expect(gradeAnswer(q, 'gardens')).toBe(false);
    expect(gradeAnswer(q, null)).toBe(false);
    expect(gradeAnswer(q, '  ')).toBe(false);
  });
});

describe('vocabulary and listening questions', () => {
  const words = pool.map((w) => ({ entryId: w.entryId, headword: w.headword, reading: null, meaning: w.meaning, lang: 'en' }));
  const meanings = words.map((w) => w.meaning as string);
  it('builds meaning choices then spellings, each word once', () => {
    const qs = vocabularyQuestions(words, meanings, { choice: 4, spell: 2 }, seededRandom(1));
    expect(qs.map((q) => q.kind)).toEqual(['meaning-choice', 'meaning-choice', 'meaning-choice', 'meaning-choice', 'spell', 'spell']);
    expect(new Set(qs.map((q) => q.entryId)).size).toBe(6);
    for (const q of qs.slice(0, 4)) expect(q.choices).toContain(q.expected);
    expect(qs[4]?.prompt).toBe(qs[4] && `meaning of ${qs[4].expected}`);
  });
  it('hints spellings by reading (zh) or first letter and length', () => {
    expect(spellHint({ entryId: 1, headword: 'garden', reading: null, meaning: 'x', lang: 'en' })).toBe('g_____ (6)');
    expect(spellHint({ entryId: 1, headword: '花园', reading: 'huāyuán', meaning: 'x', lang: 'zh' })).toBe('huāyuán');
  });
  it('plays the word or the sentence, never showing it', () => {
    const sentences = ['I see.', 'You run.', 'We eat.', 'They sleep.'].map((text, i) => ({
      itemId: i + 1,
      text,
      translation: `t${i}`,
      lang: 'en',
    }));
    const qs = listeningQuestions(words, sentences, meanings, 6, seededRandom(2));
    expect(qs).toHaveLength(6);
    for (const q of qs) {
      expect(q.prompt).toBe('');
      expect(q.audio).not.toBeNull();
      expect(q.choices).toContain(q.expected);
    }
    expect(qs.filter((q) => q.kind === 'listen-sentence').every((q) => q.expected.startsWith('t'))).toBe(true);
  });
});

describe('built-in exams', () => {
  it('covers every language and level band, standard and reading', () => {
    const all = builtinExams();
    expect(all).toHaveLength(5 * 5 * 2);
    expect(new Set(all.map((e) => e.slug)).size).toBe(all.length);
    expect(levelBand(7)).toEqual([5, 8]);
    expect(levelBand(20)).toEqual([17, 20]);
  });
});

describe('a short passage with a question cap', () => {
  it('lets the kinds take turns, so five questions are not all cloze', () => {
    const sentences = passageSentences(ARTICLE, 'en').map((s) => ({ ...s, tokens: tokens(s.text, dict) }));
    const words = new Map(pool.map((w) => [w.entryId, w]));
    const targets = readingTargets(sentences, words, 'en', 'cap');
    const qs = readingQuestions({
      lang: 'en',
      sentences,
      itemIds: ARTICLE.map((i) => i.itemId),
      words,
      targets,
      pools: new Map(targets.map((t) => [t.entryId, pool])),
      seed: 'cap',
      max: 4,
    });
    expect(qs).toHaveLength(4);
    expect(new Set(qs.map((q) => q.kind)).size).toBeGreaterThanOrEqual(3);
  });
});
