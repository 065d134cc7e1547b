/** Group logic: which items a group of words or sentences becomes. */
import { joinTokens, type StudyWord, sameAnswer } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { groupItems, poolsOf, seededRng, singleItems } from './items.js';

const word = (i: number): StudyWord & { key: string; sentence: boolean } => ({
  entryId: i,
  itemId: 100 + i,
  text: `word${i}`,
  lang: 'en',
  reading: null,
  pron: null,
  meanings: [`meaning ${i}`],
  example: null,
  card: null,
  inNewWords: false,
  key: `e:${i}`,
  sentence: false,
});

describe('group items', () => {
  const words = Array.from({ length: 20 }, (_, i) => word(i + 1));
  const items = groupItems(words, poolsOf(words), seededRng(1));

  it('gives every word a recognition item, then later a recall item', () => {
    expect(items).toHaveLength(40);
    const first = items.slice(0, 20);
    const second = items.slice(20);
    expect(first.every((i) => i.kind === 'meaning-choice' || i.kind === 'listen-choice')).toBe(true);
    expect(second.every((i) => i.kind === 'word-choice' || i.kind === 'spell')).toBe(true);
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['meaning-choice', 'listen-choice', 'word-choice', 'spell']));
    for (const w of words) expect(items.filter((i) => i.entryId === w.entryId)).toHaveLength(2);
  });

  it('has four distinct choices with the answer among them, never twice', () => {
    for (const it of items.filter((i) => i.choices)) {
      expect(it.choices).toHaveLength(4);
      expect(new Set(it.choices).size).toBe(4);
      expect(it.choices).toContain(it.expected);
    }
  });

  it('is reproducible from the seed and differs between seeds', () => {
    expect(groupItems(words, poolsOf(words), seededRng(1))).toEqual(items);
    expect(groupItems(words, poolsOf(words), seededRng(2))).not.toEqual(items);
  });

  it('skips choices when there are too few distractors, and a word without meaning gets no meaning item', () => {
    const two = [word(1), word(2)];
    const few = groupItems(two, poolsOf(two), seededRng(3));
    expect(few.every((i) => i.kind === 'spell' || i.kind === 'meaning-choice' || i.kind === 'listen-choice')).toBe(true);
    expect(few.filter((i) => i.choices)).toHaveLength(0);
    const bare = { ...word(9), meanings: [] };
    const pool = [...words, bare];
    const out = groupItems([bare], poolsOf(pool), seededRng(4));
    expect(out.every((i) => i.kind === 'listen-choice')).toBe(true);
  });

  it('turns sentences into translation choice and word order, answerable by their tokens', () => {
    const sentences = ['The apple is red.', 'We crossed the river.', 'Open the window, please.', 'My garden is small.'].map((text, i) => ({
      ...word(50 + i),
      text,
      meanings: [`译文${i}`],
      key: `i:${150 + i}`,
      sentence: true,
    }));
    const out = groupItems(sentences, poolsOf(sentences), seededRng(5));
    const order = out.filter((i) => i.kind === 'word-order');
    expect(order).toHaveLength(4);
    for (const o of order) {
      expect(o.tokens?.length).toBeGreaterThan(2);
      // Shown shuffled, never already in order; the words in order are the answer.
      expect(sameAnswer(joinTokens(o.tokens ?? [], 'en'), o.expected)).toBe(false);
      const inOrder = [...(o.tokens ?? [])].sort((a, b) => o.expected.indexOf(a) - o.expected.indexOf(b));
      expect(sameAnswer(joinTokens(inOrder, 'en'), o.expected)).toBe(true);
    }
    expect(out.filter((i) => i.kind === 'translation-choice')).toHaveLength(4);
  });

  it('quizzes ask one choice item per word, rotating kinds', () => {
    const single = singleItems(words, poolsOf(words), seededRng(6));
    expect(single).toHaveLength(20);
    expect(new Set(single.map((i) => i.kind))).toEqual(new Set(['meaning-choice', 'word-choice', 'listen-choice']));
  });
});

describe('choices in one language', () => {
  it('gives a meaning the distractors of its own language first, others only when too few', () => {
    const SPANISH = ['perro', 'gato', 'casa', 'agua'];
    // Four words glossed in Spanish, four in English only (no Spanish meaning yet).
    const words = Array.from({ length: 8 }, (_, i) => ({
      ...word(i + 1),
      meanings: [i < 4 ? (SPANISH[i] as string) : `english ${i}`],
      meaningsLang: i < 4 ? ('es' as const) : ('en' as const),
    }));
    for (let seed = 1; seed <= 20; seed++)
      for (const item of singleItems(words, poolsOf(words), seededRng(seed))) {
        if (item.kind !== 'meaning-choice') continue;
        const spanish = (item.choices ?? []).map((c) => SPANISH.includes(c));
        expect(new Set(spanish).size, JSON.stringify(item.choices)).toBe(1);
      }
    // Too few in its language: the others fill the choices.
    const mixed = [...words.slice(0, 2), ...words.slice(4)];
    const items = singleItems(mixed, poolsOf(mixed), seededRng(1)).filter((i) => i.kind === 'meaning-choice');
    for (const item of items) expect(item.choices).toHaveLength(4);
  });
});
