import type { Lang } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import type { EntryRecord } from '../types.js';
import { groupChapters, runItems, workBooks, type Work } from './books-articles.js';
import { cutBands, HSK_LIKE, JLPT_LIKE, topikLikeBooks } from './books-exam-like.js';
import { bandSize, frequencyBooks } from './books-frequency.js';
import { RankIndex, rankLevel } from './books-grade.js';
import {
  type GradedSentence,
  gradedBooks,
  gradeExcerpts,
  MAX_SENTENCES_PER_BOOK,
  PASSAGE_SENTENCES,
  passageItem,
  splitLevel,
  stage,
} from './books-sentences.js';
import { L } from './catalog.js';
import { newEntry } from './entry.js';

function entry(lang: Lang, headword: string, rank: number | null, en?: string): EntryRecord {
  const e = newEntry(lang, headword);
  e.freqRank = rank;
  e.keys = [{ key: headword, kind: 'exact' }];
  if (en) e.meanings.en = [en];
  return e;
}

const g = (text: string, level = 3, headword: string | null = null): GradedSentence => ({
  text,
  translation: `t:${text}`,
  level,
  rank: 100,
  headword,
});

describe('sentence levels and books', () => {
  it('names the three stages', () => {
    expect([1, 6, 7, 13, 14, 20].map((l) => stage(l).en)).toEqual([
      'beginner',
      'beginner',
      'intermediate',
      'intermediate',
      'advanced',
      'advanced',
    ]);
  });

  it('gives the sentence book at most 400 sentences and the passages the rest, without sharing', () => {
    const list = Array.from({ length: 500 }, (_, i) => g(`s${i}`, 5, `w${i % 7}`));
    const { sentences, passages } = splitLevel(list);
    expect(sentences).toHaveLength(MAX_SENTENCES_PER_BOOK);
    expect(passages).toHaveLength(100 / PASSAGE_SENTENCES);
    const inBook = new Set(sentences.map((s) => s.text));
    expect(passages.flat().some((s) => inBook.has(s.text))).toBe(false);
    // Small levels: the passages reuse the book's sentences; too few for a sentence book.
    expect(splitLevel(list.slice(0, 40)).passages).toHaveLength(8);
    expect(splitLevel(list.slice(0, 10)).sentences).toHaveLength(0);
  });

  it('joins a passage with spaces only where the language uses them', () => {
    expect(passageItem('ja', 'en', [g('行け。'), g('待って！')])).toEqual({ text: '行け。待って！', translation: 't:行け。 t:待って！' });
    expect(passageItem('en', 'zh', [g('Go.'), g('Wait!')])).toEqual({ text: 'Go. Wait!', translation: 't:Go.t:Wait!' });
    expect(passageItem('es', null, [g('Calló.'), g('¡Ah!')]).translation).toBeNull();
  });

  it('grades excerpts of consecutive sentences by their hardest sentence', () => {
    const index = new RankIndex('es', [
      entry('es', 'el', 1),
      entry('es', 'perro', 200),
      entry('es', 'come', 250),
      entry('es', 'hidalgo', 12_000),
    ]);
    const run = ['El perro come.', 'El hidalgo come.', 'El perro.', 'El perro come.', 'El perro come.', 'El perro.'].map((text) => ({
      text,
      translation: null,
    }));
    const ex = gradeExcerpts(index, [run, run.slice(0, 1)]);
    // Two groups from the first paragraph (5 + 1 sentences: the lone one is left out), none from the second.
    expect([...ex.keys()]).toEqual([rankLevel(12_000)]);
    expect(ex.get(rankLevel(12_000))?.[0]?.map((s) => s.text)).toEqual(run.slice(0, 5).map((s) => s.text));
  });

  it('builds one sentence book and one reading book per level with enough sentences, all titled in five languages', () => {
    const index = new RankIndex('en', [
      entry('en', 'go', 10),
      entry('en', 'home', 100),
      entry('en', 'tom', 200),
      entry('en', 'meddle', 15_000),
    ]);
    const sentences = [
      ...Array.from({ length: 40 }, (_, i) => ({ text: `Go home, Tom, ${i}.`, translation: `${i}` })),
      { text: 'Go home, Tom, 1.', translation: 'duplicate' },
      { text: 'Go meddle.', translation: 'x' },
    ];
    const books = gradedBooks(
      'en',
      { id: 'test', name: L('测', 'Test', 'テスト', '테스트', 'Prueba'), translationLang: 'zh' },
      index,
      sentences,
    );
    expect(books.map((b) => [b.type, b.level, b.items.length])).toEqual([
      ['sentence', 1, 40],
      ['article', 1, 8],
    ]);
    for (const b of books) {
      expect(Object.keys(b.titles).sort()).toEqual(['en', 'es', 'ja', 'ko', 'zh']);
      expect(Object.values(b.descriptions).every((d) => d.includes(String(b.items.length)))).toBe(true);
      expect(new Set(b.items.map((i) => i.text)).size).toBe(b.items.length);
      expect(b.items.length).toBeGreaterThan(0);
    }
  });
});

describe('novel chapters', () => {
  const ch = (part: string, title: string, size: number) => ({ part, title, paragraphs: ['x'.repeat(size)] });

  it('groups chapters up to the budget, starts a book at each part, folds a short tail into the book before', () => {
    const runs = groupChapters(
      [ch('A', '1', 60), ch('A', '2', 60), ch('A', '3', 60), ch('B', '1', 50), ch('B', '2', 100), ch('B', '3', 10)],
      100,
    );
    expect(runs.map((r) => [r.chapters.map((c) => `${c.part}${c.title}`).join(','), r.from, r.to])).toEqual([
      ['A1,A2', 1, 2],
      ['A3', 3, 3],
      ['B1,B2,B3', 1, 3],
    ]);
  });

  it('puts headings before the first piece of each chapter and cuts long paragraphs', () => {
    const run = { chapters: [{ part: '上', title: '一', paragraphs: ['あいう。えお。', 'かき。'] }], from: 1, to: 1 };
    expect(runItems(run, 4).map((i) => i.text)).toEqual(['【上 一】\nあいう。', 'えお。', 'かき。']);
    expect(runItems(run, 4, '上')[0]?.text).toBe('【一】\nあいう。');
  });

  it('makes numbered books with the chapter range in every language', () => {
    const w: Work = {
      id: 't',
      credit: 'x',
      lang: 'es',
      level: 20,
      title: L('书', 'Book', '本', '책', 'Libro'),
      author: L('作者', 'Author', '著者', '작가', 'Autor'),
      maxParagraph: 100,
      bookChars: 100,
      read: () => [],
    };
    const books = workBooks(w, [ch('', '1', 100), ch('', '2', 100)]);
    expect(books.map((b) => b.slug)).toEqual(['es-article-t-1', 'es-article-t-2']);
    expect(books[1]?.descriptions.en).toContain('chapter 2');
    expect(books[1]?.titles.zh).toBe('作者《书》（2）');
  });
});

describe('word bands', () => {
  it('shrinks bands so that every level has one when a language has few ranked words', () => {
    expect(bandSize('en', 50_000)).toBe(1000);
    expect(bandSize('zh', 7875)).toBe(390);
    expect(bandSize('es', 3300)).toBe(160);
    expect(bandSize('ko', 100)).toBe(20);
    const es = Array.from({ length: 3300 }, (_, i) => entry('es', `w${i}`, i + 1, `m${i}`));
    const books = frequencyBooks('es', es);
    expect(books.map((b) => b.level)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(books[19]?.items[0]?.text).toBe('w3040');
    expect(books[0]?.translationLang).toBe('en');
    // Words without a meaning are not study words: no band is made of them.
    expect(
      frequencyBooks(
        'ko',
        Array.from({ length: 400 }, (_, i) => entry('ko', `단어${i}`, i + 1)),
      ),
    ).toHaveLength(0);
    const ko = frequencyBooks(
      'ko',
      Array.from({ length: 400 }, (_, i) => entry('ko', `단어${i}`, i + 1, `m${i}`)),
    );
    expect(ko).toHaveLength(20);
    expect(ko.every((b) => b.translationLang === 'en')).toBe(true);
  });

  it('cuts exam-like bands at cumulative sizes', () => {
    const words = Array.from({ length: 12_000 }, (_, i) => i);
    const hsk = cutBands(words, HSK_LIKE);
    expect(hsk.map((b) => b.words.length)).toEqual([150, 150, 300, 600, 1300, 2500]);
    expect(cutBands(words.slice(0, 1000), JLPT_LIKE).map((b) => b.words.length)).toEqual([800, 200, 0, 0, 0]);
  });

  it('orders TOPIK-like words by frequency and falls back to the kengdic gloss', () => {
    const levels = new Map<string, { level: string; gloss: string }>();
    for (let i = 0; i < 25; i++) levels.set(`단어${i}`, { level: 'A', gloss: `gloss ${i}` });
    levels.set('사이', { level: 'A', gloss: 'space' });
    const books = topikLikeBooks([entry('ko', '사이', 5, 'between')], levels);
    expect(books).toHaveLength(1);
    expect(books[0]?.items[0]).toEqual({ text: '사이', translation: 'between', headword: '사이' });
    expect(books[0]?.items[1]?.translation).toBe('gloss 0');
    expect(books[0]?.level).toBe(2);
  });
});
