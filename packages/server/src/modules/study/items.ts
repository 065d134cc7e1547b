/**
 * Practice items from words: each word of a group session gets a recognition item (choose the
 * meaning, or pick the word heard) and a recall item (choose the word from the meaning, or type
 * it), rotating by position so that a group exercises every kind; a sentence gets "choose the
 * translation" and "order the words". Quizzes and the daily test take one choice item per word.
 * Distractors come from the pool (the rest of the book or of the quiz), never equal to the answer;
 * a meaning's distractors are first those in the same language as it (one English meaning among
 * Spanish ones would give the answer away), the others only when too few.
 */
import { type ItemKind, joinTokens, sentenceTokens, type StudyWord } from '@qfl/core';
import { shortMeaning } from './words.js';

export interface DraftItem {
  kind: ItemKind;
  entryId: number | null;
  itemId: number | null;
  cardKey: string;
  prompt: string;
  choices: string[] | null;
  tokens: string[] | null;
  expected: string;
  lang: string;
}

/** Seeded shuffles (Mulberry32), so that a session's order is reproducible in tests: core's, shared with the question rules. */
import { type Rng, seededRandom as seededRng, shuffled as shuffle } from '@qfl/core';

export { type Rng, seededRng, shuffle };

/** Up to `n` distinct values that differ from `answer` (compared loosely): from `first`, then from `pool`. */
function distractors(pool: readonly string[], answer: string, n: number, rng: Rng, first: readonly string[] = []): string[] {
  const norm = (s: string) => s.trim().toLowerCase();
  const seen = new Set([norm(answer)]);
  const out: string[] = [];
  for (const tier of first.length > 0 ? [first, pool] : [pool])
    for (const v of shuffle(tier, rng)) {
      if (!v || seen.has(norm(v))) continue;
      seen.add(norm(v));
      out.push(v);
      // Enough from the first tier: the pool is not shuffled at all.
      if (out.length === n) return out;
    }
  return out;
}

function choiceItem(
  kind: ItemKind,
  w: StudyWord,
  key: string,
  prompt: string,
  answer: string,
  pool: readonly string[],
  rng: Rng,
  first: readonly string[] = [],
): DraftItem | null {
  const others = distractors(pool, answer, 3, rng, first);
  if (others.length < 2) return null;
  return {
    kind,
    entryId: w.entryId,
    itemId: w.itemId,
    cardKey: key,
    prompt,
    choices: shuffle([answer, ...others], rng),
    tokens: null,
    expected: answer,
    lang: w.lang,
  };
}

export interface Pools {
  words: string[];
  meanings: string[];
  /** The language of each of `meanings` (null when unknown, e.g. a book's own translation). */
  meaningLangs: (string | null)[];
}

export function poolsOf(words: readonly StudyWord[]): Pools {
  const withMeaning = words
    .map((w) => ({ text: shortMeaning(w.meanings, null), lang: w.meaningsLang ?? null }))
    .filter((m) => m.text.length > 0);
  return { words: words.map((w) => w.text), meanings: withMeaning.map((m) => m.text), meaningLangs: withMeaning.map((m) => m.lang) };
}

/** The pool's meanings in the language of `w`'s meaning: its choices' first distractors. */
function sameLanguage(pools: Pools, w: StudyWord): string[] {
  const lang = w.meaningsLang ?? null;
  return lang === null ? [] : pools.meanings.filter((_, i) => pools.meaningLangs[i] === lang);
}

const RECOGNITION: ItemKind[] = ['meaning-choice', 'listen-choice'];
const RECALL: ItemKind[] = ['word-choice', 'spell'];

function wordItem(kind: ItemKind, w: StudyWord, key: string, pools: Pools, rng: Rng): DraftItem | null {
  const meaning = shortMeaning(w.meanings, null);
  switch (kind) {
    case 'meaning-choice':
      return meaning ? choiceItem(kind, w, key, w.text, meaning, pools.meanings, rng, sameLanguage(pools, w)) : null;
    case 'listen-choice':
      return choiceItem(kind, w, key, w.text, w.text, pools.words, rng);
    case 'word-choice':
      return meaning ? choiceItem(kind, w, key, meaning, w.text, pools.words, rng) : null;
    case 'spell':
      return meaning
        ? {
            kind,
            entryId: w.entryId,
            itemId: w.itemId,
            cardKey: key,
            prompt: meaning,
            choices: null,
            tokens: null,
            expected: w.text,
            lang: w.lang,
          }
        : null;
    default:
      return null;
  }
}

function sentenceItems(w: StudyWord, key: string, pools: Pools, rng: Rng): DraftItem[] {
  const out: DraftItem[] = [];
  const translation = w.meanings[0] ?? null;
  if (translation) {
    const c = choiceItem('translation-choice', w, key, w.text, translation, pools.meanings, rng, sameLanguage(pools, w));
    if (c) out.push(c);
  }
  const tokens = sentenceTokens(w.text, w.lang);
  if (tokens.length >= 2) {
    let shuffled = shuffle(tokens, rng);
    if (shuffled.join('\u0000') === tokens.join('\u0000')) shuffled = [...tokens].reverse();
    out.push({
      kind: 'word-order',
      entryId: w.entryId,
      itemId: w.itemId,
      cardKey: key,
      prompt: translation ?? '',
      choices: null,
      tokens: shuffled,
      expected: joinTokens(tokens, w.lang),
      lang: w.lang,
    });
  }
  return out;
}

/** Two items per word (recognition, then later recall), or two per sentence; recall items come after all recognitions. */
export function groupItems(words: readonly (StudyWord & { key: string; sentence: boolean })[], pools: Pools, rng: Rng): DraftItem[] {
  const first: DraftItem[] = [];
  const second: DraftItem[] = [];
  words.forEach((w, i) => {
    if (w.sentence) {
      const [a, b] = sentenceItems(w, w.key, pools, rng);
      if (a) first.push(a);
      if (b) second.push(b);
      return;
    }
    // A word without any meaning (an uploaded word the dictionary does not know) is still heard and picked.
    const a =
      wordItem(RECOGNITION[i % 2] as ItemKind, w, w.key, pools, rng) ??
      wordItem('meaning-choice', w, w.key, pools, rng) ??
      wordItem('listen-choice', w, w.key, pools, rng);
    const b = wordItem(RECALL[Math.floor(i / 2) % 2] as ItemKind, w, w.key, pools, rng) ?? wordItem('spell', w, w.key, pools, rng);
    if (a) first.push(a);
    if (b) second.push(b);
  });
  return [...first, ...second];
}

const SINGLE: ItemKind[] = ['meaning-choice', 'word-choice', 'listen-choice'];

/** One choice item per word (quiz, daily test, review). */
export function singleItems(words: readonly (StudyWord & { key: string; sentence: boolean })[], pools: Pools, rng: Rng): DraftItem[] {
  const out: DraftItem[] = [];
  words.forEach((w, i) => {
    const item = w.sentence
      ? (sentenceItems(w, w.key, pools, rng)[0] ?? null)
      : (wordItem(SINGLE[i % SINGLE.length] as ItemKind, w, w.key, pools, rng) ?? wordItem('meaning-choice', w, w.key, pools, rng));
    if (item) out.push(item);
  });
  return out;
}
