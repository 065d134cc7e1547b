/**
 * What an exam is drawn from: the public built-in books of its language and level band — word
 * books for vocabulary and listening words, sentence books for listening sentences, article books
 * (graded reading first) for reading passages. Each pick reads a window of items at a random
 * offset of a random book, so an attempt costs a few indexed reads, never a sort of a whole table.
 */
import { type ExamSentence, type ExamWord, type PassageItem, type Rng, shuffled } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { orderedMeanings, shortMeaning } from '../study/words.js';
import { examRepo } from './repo.js';

export interface Band {
  lang: string;
  levelFrom: number;
  levelTo: number;
}

const WINDOW = 120;

async function booksOf(db: Executor, band: Band, type: 'word' | 'sentence' | 'article') {
  const rows = await examRepo.bandBooks(db, band, type);
  return rows.map((r) => ({ id: r.id, count: r.item_count, category: r.category }));
}

/** Words with a meaning in the learner's order, from up to three books of the band. */
export async function examWords(db: Executor, band: Band, order: string[], want: number, rng: Rng): Promise<ExamWord[]> {
  const books = shuffled(await booksOf(db, band, 'word'), rng).slice(0, 3);
  const seen = new Set<number>();
  const out: ExamWord[] = [];
  for (const book of books) {
    const offset = Math.floor(rng() * Math.max(0, book.count - WINDOW));
    const rows = await examRepo.wordWindow(db, book.id, WINDOW, offset);
    for (const r of rows) {
      const id = r.id;
      if (seen.has(id)) continue;
      seen.add(id);
      const m = orderedMeanings(r.meanings, order, r.lang);
      out.push({
        entryId: id,
        headword: r.headword,
        reading: r.reading,
        meaning: m.list.length > 0 ? shortMeaning(m.list, null) : null,
        lang: r.lang,
      });
    }
  }
  return shuffled(
    out.filter((w) => w.meaning),
    rng,
  ).slice(0, Math.max(want, 40));
}

/** Short sentences (for listening) of a sentence book of the band. */
export async function examSentences(db: Executor, band: Band, want: number, rng: Rng): Promise<ExamSentence[]> {
  const [book] = shuffled(await booksOf(db, band, 'sentence'), rng);
  if (!book) return [];
  const offset = Math.floor(rng() * Math.max(0, book.count - WINDOW));
  const rows = await examRepo.itemWindow(db, book.id, WINDOW, offset);
  const usable = rows.filter((r) => r.text.length <= 90);
  return shuffled(usable, rng)
    .slice(0, Math.max(want, 8))
    .map((r) => ({ itemId: r.id, text: r.text, translation: r.translation, lang: band.lang }));
}

/** A reading passage: one or two consecutive paragraphs of an article book of the band (graded reading first). */
export async function examPassage(
  db: Executor,
  band: Band,
  rng: Rng,
  avoid: ReadonlySet<number>,
): Promise<{ bookId: number; items: PassageItem[] } | null> {
  const books = await booksOf(db, band, 'article');
  const graded = books.filter((b) => b.category === 'literature_graded');
  const [book] = shuffled(graded.length > 0 ? graded : books, rng);
  if (!book) return null;
  for (let tries = 0; tries < 4; tries++) {
    const at = Math.floor(rng() * book.count);
    const rows = await examRepo.itemWindow(db, book.id, 2, Math.max(0, Math.min(at, book.count - 2)));
    if (rows.length === 0 || rows.some((r) => avoid.has(r.id))) continue;
    const first = rows[0] as (typeof rows)[number];
    // A short paragraph (a verse, one sentence) takes its neighbour along.
    const items = (first.text.length < 200 ? rows : [first]).map((r) => ({
      itemId: r.id,
      text: r.text,
      translation: r.translation,
    }));
    return { bookId: book.id, items };
  }
  return null;
}
