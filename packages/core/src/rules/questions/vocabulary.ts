/**
 * Vocabulary and listening questions of an exam, pure: the server picks words and sentences of
 * the exam's language and levels (word and sentence books) and a pool for distractors; these
 * build the questions with their answers.
 */
import { sameAnswer } from '../answer.js';
import { type Rng, shuffled } from './rng.js';
import type { DraftQuestion } from './types.js';

export interface ExamWord {
  entryId: number;
  headword: string;
  reading: string | null;
  /** A short meaning in the learner's language (null: the word cannot be asked by meaning). */
  meaning: string | null;
  lang: string;
}

export interface ExamSentence {
  itemId: number;
  text: string;
  translation: string | null;
  lang: string;
}

/** Up to `n` values of `pool` that differ from `answer` and from each other (compared as answers are). */
export function distinctOthers(pool: readonly string[], answer: string, n: number, rng: Rng): string[] {
  const out: string[] = [];
  for (const v of shuffled(pool, rng)) {
    if (!v || sameAnswer(v, answer) || out.some((o) => sameAnswer(o, v))) continue;
    out.push(v);
    if (out.length === n) break;
  }
  return out;
}

const ALPHABETIC = new Set(['en', 'es', 'ko']);

/** A hint for typing a word: its reading for Chinese, its first letter and length for alphabetic languages. */
export function spellHint(word: ExamWord): string | null {
  if (word.lang === 'zh') return word.reading;
  if (ALPHABETIC.has(word.lang)) {
    const chars = [...word.headword];
    return `${chars[0] ?? ''}${'_'.repeat(Math.max(0, chars.length - 1))} (${chars.length})`;
  }
  return null;
}

function meaningChoice(kind: 'meaning-choice' | 'listen-meaning', w: ExamWord, pool: readonly string[], rng: Rng): DraftQuestion | null {
  if (!w.meaning) return null;
  const others = distinctOthers(pool, w.meaning, 3, rng);
  if (others.length < 3) return null;
  return {
    kind,
    prompt: kind === 'meaning-choice' ? w.headword : '',
    detail: null,
    choices: shuffled([w.meaning, ...others], rng),
    audio: kind === 'listen-meaning' ? { text: w.headword, lang: w.lang } : null,
    expected: w.meaning,
    accepted: [w.meaning],
    entryId: w.entryId,
    itemId: null,
    lang: w.lang,
  };
}

/** `choice` meaning choices then `spell` typed words, each word once; words without a meaning are skipped. */
export function vocabularyQuestions(
  words: readonly ExamWord[],
  meaningPool: readonly string[],
  counts: { choice: number; spell: number },
  rng: Rng,
): DraftQuestion[] {
  const out: DraftQuestion[] = [];
  const usable = words.filter((w) => w.meaning);
  let i = 0;
  for (; i < usable.length && out.length < counts.choice; i++) {
    const q = meaningChoice('meaning-choice', usable[i] as ExamWord, meaningPool, rng);
    if (q) out.push(q);
  }
  let spelled = 0;
  for (; i < usable.length && spelled < counts.spell; i++) {
    const w = usable[i] as ExamWord;
    out.push({
      kind: 'spell',
      prompt: w.meaning as string,
      detail: spellHint(w),
      choices: null,
      audio: null,
      expected: w.headword,
      // Japanese may be typed in kana.
      accepted: w.lang === 'ja' && w.reading ? [w.headword, w.reading] : [w.headword],
      entryId: w.entryId,
      itemId: null,
      lang: w.lang,
    });
    spelled++;
  }
  return out;
}

/**
 * Listening: hear a word and choose its meaning, hear a sentence and choose its translation (or,
 * without translations, the sentence heard among others). About half of each when both exist.
 */
export function listeningQuestions(
  words: readonly ExamWord[],
  sentences: readonly ExamSentence[],
  meaningPool: readonly string[],
  count: number,
  rng: Rng,
): DraftQuestion[] {
  const out: DraftQuestion[] = [];
  const sentenceCount = sentences.length >= 4 ? Math.min(Math.floor(count / 2), sentences.length) : 0;
  const translations = sentences.map((s) => s.translation).filter((t): t is string => Boolean(t));
  for (const s of sentences.slice(0, sentenceCount)) {
    const byTranslation = s.translation !== null && translations.length >= 4;
    const answer = byTranslation ? (s.translation as string) : s.text;
    const others = distinctOthers(byTranslation ? translations : sentences.map((x) => x.text), answer, 3, rng);
    if (others.length < 3) continue;
    out.push({
      kind: 'listen-sentence',
      prompt: '',
      detail: null,
      choices: shuffled([answer, ...others], rng),
      audio: { text: s.text, lang: s.lang },
      expected: answer,
      accepted: [answer],
      entryId: null,
      itemId: s.itemId,
      lang: s.lang,
    });
  }
  for (const w of words) {
    if (out.length >= count) break;
    const q = meaningChoice('listen-meaning', w, meaningPool, rng);
    if (q) out.push(q);
  }
  return out;
}
