/**
 * Building a question from the words around a rank: the word nearest the wanted rank not asked
 * yet, its first meaning in the learner's best language, and three distractors from the same
 * neighbourhood of ranks (so they are as common as the word itself) in that same language.
 */
import { normalizeAnswer } from '@qfl/core';
import type { RankedWord } from './repo.js';
import type { CurrentQuestion } from './state.js';

/** A choice longer than this is cut at a separator (or at the length, with an ellipsis). */
const MAX_CHOICE = 60;

export function shortMeaning(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_CHOICE) return clean;
  const head = clean.slice(0, MAX_CHOICE);
  const cut = Math.max(head.lastIndexOf('；'), head.lastIndexOf(';'), head.lastIndexOf('，'), head.lastIndexOf(','));
  return cut >= 20 ? head.slice(0, cut) : `${head.trimEnd()}…`;
}

/** The first meaning in the first of `langs` the word has one in. */
export function meaningIn(meaningsJson: string, langs: readonly string[]): { lang: string; text: string } | null {
  let meanings: Record<string, unknown>;
  try {
    meanings = JSON.parse(meaningsJson) as Record<string, unknown>;
  } catch {
    return null;
  }
  for (const lang of langs) {
    const list = meanings[lang];
    if (Array.isArray(list) && typeof list[0] === 'string' && list[0].trim()) return { lang, text: shortMeaning(list[0]) };
  }
  return null;
}

/** Meaning languages in order: the learner's native language, then English, then Chinese. */
export function meaningLangs(native: string | null): string[] {
  return [...new Set([native, 'en', 'zh'].filter((l): l is string => Boolean(l)))];
}

function shuffle<T>(list: T[], rng: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The question for the word nearest `words[target]` that was not asked, or null when the window
 * has no such word with three distinct distractors. `firstRank` is the rank of `words[0]`. A word
 * with a meaning in the first language of `langs` is preferred to a nearer one without (so a test
 * stays in the learner's language); then the next language, and so on.
 */
export function pickQuestion(
  words: readonly RankedWord[],
  target: number,
  firstRank: number,
  langs: readonly string[],
  asked: ReadonlySet<number>,
  rng: () => number,
): CurrentQuestion | null {
  const order = words.map((_, i) => i).sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b);
  for (const lang of langs) {
    for (const i of order) {
      const word = words[i] as RankedWord;
      if (asked.has(word.id)) continue;
      const meaning = meaningIn(word.meanings, [lang]);
      if (!meaning) continue;
      const distractors = distractorsFor(words, i, meaning.text, lang, rng);
      if (!distractors) continue;
      return {
        entryId: word.id,
        word: word.headword,
        rank: firstRank + i,
        choices: shuffle([meaning.text, ...distractors], rng),
        expected: meaning.text,
        canSkip: true,
      };
    }
  }
  return null;
}

/** Three meanings in `lang` of other words of the window, distinct from the answer and each other. */
function distractorsFor(words: readonly RankedWord[], answer: number, expected: string, lang: string, rng: () => number): string[] | null {
  const headword = (words[answer] as RankedWord).headword;
  const seen = new Set([normalizeAnswer(expected)]);
  const out: string[] = [];
  for (const j of shuffle(
    words.map((_, k) => k).filter((k) => k !== answer),
    rng,
  )) {
    const other = words[j] as RankedWord;
    if (other.headword === headword) continue;
    const m = meaningIn(other.meanings, [lang]);
    if (!m || seen.has(normalizeAnswer(m.text))) continue;
    seen.add(normalizeAnswer(m.text));
    out.push(m.text);
    if (out.length === 3) return out;
  }
  return null;
}
