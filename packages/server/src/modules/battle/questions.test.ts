/** Battle questions: distractors read in the same language as the answer's meaning, for each seat. */
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/executor.js';
import type { EntryRow } from '../study/words.js';
import { buildQuestions } from './questions.js';

const SPANISH = ['perro', 'gato', 'casa', 'agua'];
const ENGLISH_ONLY = ['to run', 'a tree', 'red', 'to sleep'];

/** Eight Chinese words: four with a Spanish meaning, four with only an English one. */
const words: EntryRow[] = [...SPANISH, ...ENGLISH_ONLY].map((m, i) => ({
  id: i + 1,
  lang: 'zh',
  headword: `词${i}`,
  reading: null,
  pron_a: null,
  pron_b: null,
  meanings: JSON.stringify(SPANISH.includes(m) ? { en: [`english ${i}`], es: [m] } : { en: [m] }),
  examples: '[]',
}));

describe('battle questions', () => {
  it('never mixes a Spanish answer with English choices, or the other way round', async () => {
    // Bots only (no memory words to read), so no database is reached.
    const db = {} as Executor;
    const seats = [
      { userId: null, nativeLang: 'es', uiLang: 'es' },
      { userId: null, nativeLang: 'es', uiLang: 'zh' },
    ] as const;
    let checked = 0;
    for (let run = 0; run < 20; run++) {
      const questions = await buildQuestions(db, async () => words, { lang: 'zh', levelFrom: 1, levelTo: 3 }, [...seats], 8, Math.random);
      expect(questions).toHaveLength(8);
      for (const q of questions) {
        if (q.kind === 'word') continue; // the choices are Chinese words
        for (const view of q.views) {
          const spanish = view.choices.map((c) => SPANISH.includes(c.text));
          expect(new Set(spanish).size, JSON.stringify(view.choices)).toBe(1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
