/**
 * Reading questions on a passage (a page of an article book, or an exam's reading passage), pure
 * and deterministic for a given seed. The server splits the passage into sentences
 * (`passageSentences`), tokenizes and links them to the dictionary, asks `readingTargets` which
 * words to blank, fetches dictionary words of the same frequency band for those targets, and
 * `readingQuestions` builds the questions:
 * - cloze-choice: a sentence with a known-frequency word blanked, the word and 3 distractors of
 *   the same part of speech and frequency band;
 * - fill-blank: the same, typed, with the word's meaning as a hint;
 * - true-false: the sentence with its translation or another sentence's (books with
 *   translations), else the sentence as written or with a number or one word swapped;
 * - sentence-order: 3-4 consecutive sentences shuffled;
 * - translation-match: a sentence and four translations from the passage (books with translations).
 */
import type { Lang } from '../../constants.js';
import { sameAnswer } from '../answer.js';
import { splitArticle } from '../upload/split-article.js';
import { type Rng, seededRandom, shuffled } from './rng.js';
import { BLANK, type DraftQuestion, ORDER_SEPARATOR, TRUE_FALSE } from './types.js';

export interface PassageItem {
  /** The book item (a paragraph). */
  itemId: number | null;
  text: string;
  translation: string | null;
}

export interface PassageSentence {
  text: string;
  /** The sentence's own translation when the paragraph's translation splits into as many sentences. */
  translation: string | null;
  /** Index of the paragraph (item) it comes from. */
  item: number;
}

export interface QuestionToken {
  text: string;
  /** UTF-16 offsets in the sentence. */
  start: number;
  end: number;
  word: boolean;
  entryId: number | null;
  /** The analyser's part of speech (noun, verb, adj, adv, aux, part, ...), when it has one. */
  pos?: string;
}

export interface WordInfo {
  entryId: number;
  headword: string;
  /** Parts of speech of the entry (n, v, adj, ...; empty when the dictionary has none). */
  pos: string[];
  /** Frequency rank (1 = most frequent), null when unknown. */
  rank: number | null;
  /** A short meaning in the learner's language, for hints. */
  meaning: string | null;
}

export interface ReadingTarget {
  sentence: number;
  token: number;
  entryId: number;
}

/** Sentences longer than this are not used (a long sentence makes a poor question on a phone). */
export const MAX_QUESTION_SENTENCE = 220;
/** At most this many questions per passage. */
export const MAX_READING_QUESTIONS = 8;

/** A translation's language, guessed from its script (only used to split it into sentences). */
function scriptLang(text: string): Lang {
  if (/[\u3040-\u30ff]/u.test(text)) return 'ja';
  if (/[\uac00-\ud7af]/u.test(text)) return 'ko';
  if (/[\u4e00-\u9fff]/u.test(text)) return 'zh';
  return 'en';
}

/** The passage's sentences in order; a paragraph's translation is split alongside when the counts agree. */
export function passageSentences(items: readonly PassageItem[], lang: Lang): PassageSentence[] {
  const out: PassageSentence[] = [];
  items.forEach((item, i) => {
    const sentences = splitArticle(item.text, lang).sentences;
    const translations = item.translation ? splitArticle(item.translation, scriptLang(item.translation)).sentences : [];
    const aligned = translations.length === sentences.length;
    sentences.forEach((text, k) => {
      out.push({ text, translation: aligned ? (translations[k] ?? null) : null, item: i });
    });
  });
  return out;
}

const POS_CLASS: Record<string, string> = {
  n: 'n',
  noun: 'n',
  v: 'v',
  vt: 'v',
  vi: 'v',
  verb: 'v',
  aux: 'v',
  modal: 'v',
  adj: 'a',
  a: 'a',
  adv: 'r',
  prep: 'p',
  adp: 'p',
  pron: 'o',
  conj: 'c',
  num: 'm',
};
const posClass = (pos: readonly string[]) => (pos[0] ? (POS_CLASS[pos[0].toLowerCase()] ?? pos[0].toLowerCase()) : null);

/** Same part of speech (the first listed), or unknown on either side. */
export function samePos(a: readonly string[], b: readonly string[]): boolean {
  const x = posClass(a);
  const y = posClass(b);
  return x === null || y === null || x === y;
}

/** Parts of speech worth a question: content words, not particles, auxiliaries or pronouns. */
const CONTENT_TAGS = new Set(['noun', 'verb', 'adj', 'adv', 'x']);
const CONTENT_CLASSES = new Set(['n', 'v', 'a', 'r']);

/**
 * Only content words written as their headword: a run of at least 2 characters (3 in alphabetic
 * languages), no digits; in Japanese with a kanji or katakana (a kana-only token is mostly a
 * grammatical ending such as ません).
 */
function blankable(token: QuestionToken, info: WordInfo | undefined, lang: string): boolean {
  if (!token.word || !info || info.rank === null) return false;
  if (token.text.toLocaleLowerCase() !== info.headword.toLocaleLowerCase()) return false;
  if (/[\d\s]/u.test(token.text)) return false;
  if (token.pos !== undefined && !CONTENT_TAGS.has(token.pos)) return false;
  const cls = posClass(info.pos);
  if (cls !== null && !CONTENT_CLASSES.has(cls)) return false;
  if (lang === 'ja' && !/[\u4e00-\u9fff\u30a0-\u30ff]/u.test(token.text)) return false;
  const min = lang === 'zh' || lang === 'ja' || lang === 'ko' ? 2 : 3;
  return [...token.text].length >= min;
}

/** A distractor written like the blanked word: capitalized when it is (at the start of a sentence). */
function likeCase(word: string, model: string): string {
  const first = model[0] ?? '';
  return first !== first.toLocaleLowerCase() ? `${word[0]?.toLocaleUpperCase() ?? ''}${word.slice(1)}` : word;
}

/**
 * Words to blank, at most `n`, one per sentence while there are sentences enough, each word once.
 * The frequency band is the point: very common words (the, 的) are skipped when rarer ones exist.
 */
export function readingTargets(
  sentences: readonly { text: string; tokens: readonly QuestionToken[] }[],
  words: ReadonlyMap<number, WordInfo>,
  lang: string,
  seed: string,
  n = 5,
): ReadingTarget[] {
  const rng = seededRandom(`${seed}:targets`);
  const bySentence: ReadingTarget[][] = sentences.map((s, si) =>
    s.text.length > MAX_QUESTION_SENTENCE
      ? []
      : s.tokens.flatMap((t, ti) =>
          t.entryId !== null && blankable(t, words.get(t.entryId), lang) ? [{ sentence: si, token: ti, entryId: t.entryId }] : [],
        ),
  );
  const usedEntries = new Set<number>();
  const out: ReadingTarget[] = [];
  const order = shuffled(
    bySentence.map((_, i) => i),
    rng,
  );
  for (let round = 0; round < 3 && out.length < n; round++) {
    for (const si of order) {
      if (out.length >= n) break;
      const candidates = (bySentence[si] ?? []).filter((c) => !usedEntries.has(c.entryId) && !out.some((o) => o.sentence === si));
      if (candidates.length === 0) continue;
      // Prefer rarer words (ranks beyond the 100 most frequent), then any.
      const rare = candidates.filter((c) => (words.get(c.entryId)?.rank ?? 0) > 100);
      const pool = rare.length > 0 ? rare : candidates;
      const pick = pool[Math.floor(rng() * pool.length)] as ReadingTarget;
      usedEntries.add(pick.entryId);
      out.push(pick);
    }
    if (round === 0 && out.length < n) {
      // Second round: a sentence may hold a second target.
      for (const t of out) bySentence[t.sentence] = (bySentence[t.sentence] ?? []).filter((c) => c.token !== t.token);
    }
  }
  return out;
}

/** Up to `n` distractor words for a target: same part of speech, nearest in frequency, distinct spellings. */
export function distractorWords(target: WordInfo, pool: readonly WordInfo[], rng: Rng, n = 3, avoid: readonly string[] = []): string[] {
  const seen = new Set([target.headword.toLocaleLowerCase(), ...avoid.map((a) => a.toLocaleLowerCase())]);
  const usable = pool.filter((w) => w.entryId !== target.entryId && !/[\d\s]/u.test(w.headword));
  const near = (list: readonly WordInfo[]) =>
    [...list].sort((a, b) => Math.abs((a.rank ?? 1e9) - (target.rank ?? 0)) - Math.abs((b.rank ?? 1e9) - (target.rank ?? 0)));
  const out: string[] = [];
  for (const list of [usable.filter((w) => samePos(target.pos, w.pos)), usable]) {
    for (const w of shuffled(near(list).slice(0, 12), rng)) {
      const key = w.headword.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(w.headword);
      if (out.length === n) return out;
    }
  }
  return out;
}

export interface ReadingInput {
  lang: string;
  sentences: readonly (PassageSentence & { tokens: readonly QuestionToken[] })[];
  /** Item ids of the passage's paragraphs (index = PassageSentence.item). */
  itemIds: readonly (number | null)[];
  words: ReadonlyMap<number, WordInfo>;
  targets: readonly ReadingTarget[];
  /** Distractor candidates per target entry id. */
  pools: ReadonlyMap<number, readonly WordInfo[]>;
  seed: string;
  max?: number;
}

function blanked(sentence: string, token: QuestionToken): string {
  return `${sentence.slice(0, token.start)}${BLANK}${sentence.slice(token.end)}`;
}

function replaced(sentence: string, token: { start: number; end: number }, by: string): string {
  return `${sentence.slice(0, token.start)}${by}${sentence.slice(token.end)}`;
}

/** The sentence with one number changed, or null when it has none. */
export function alterNumber(sentence: string, rng: Rng): string | null {
  const numbers = [...sentence.matchAll(/\d+/gu)];
  if (numbers.length === 0) return null;
  const m = numbers[Math.floor(rng() * numbers.length)] as RegExpMatchArray;
  const value = Number(m[0]);
  const next = String(value + 1 + Math.floor(rng() * 8));
  const at = m.index ?? 0;
  return `${sentence.slice(0, at)}${next}${sentence.slice(at + m[0].length)}`;
}

export function readingQuestions(input: ReadingInput): DraftQuestion[] {
  const { lang, sentences, words, targets, pools } = input;
  const max = input.max ?? MAX_READING_QUESTIONS;
  const rng = seededRandom(`${input.seed}:questions`);
  const itemOf = (si: number) => input.itemIds[sentences[si]?.item ?? -1] ?? null;
  const base = (si: number) => ({ audio: null, itemId: itemOf(si), lang });
  const out: DraftQuestion[] = [];
  const short = sentences.map((s, i) => ({ s, i })).filter(({ s }) => s.text.length <= MAX_QUESTION_SENTENCE);
  const withTranslation = short.filter(({ s }) => s.translation !== null);
  const translated = withTranslation.length >= 4 ? withTranslation : [];

  // Cloze choices and one fill-in, then word swaps for true/false from the remaining targets.
  const clozeTargets = targets.slice(0, translated.length > 0 ? 2 : 3);
  const fillTargets = targets.slice(clozeTargets.length, clozeTargets.length + 1);
  const swapTargets = targets.slice(clozeTargets.length + fillTargets.length);
  for (const t of clozeTargets) {
    const s = sentences[t.sentence];
    const token = s?.tokens[t.token];
    const info = words.get(t.entryId);
    if (!s || !token || !info) continue;
    const others = distractorWords(info, pools.get(t.entryId) ?? [], rng).map((w) => likeCase(w, token.text));
    if (others.length < 3) continue;
    out.push({
      ...base(t.sentence),
      kind: 'cloze-choice',
      prompt: blanked(s.text, token),
      detail: null,
      choices: shuffled([token.text, ...others], rng),
      expected: token.text,
      accepted: [token.text],
      entryId: t.entryId,
    });
  }
  for (const t of fillTargets) {
    const s = sentences[t.sentence];
    const token = s?.tokens[t.token];
    const info = words.get(t.entryId);
    if (!s || !token || !info) continue;
    out.push({
      ...base(t.sentence),
      kind: 'fill-blank',
      prompt: blanked(s.text, token),
      detail: info.meaning,
      choices: null,
      expected: token.text,
      accepted: [...new Set([token.text, info.headword])],
      entryId: t.entryId,
    });
  }

  // True/false: two statements, one true and one false in a random order.
  const truths = shuffled([true, false], rng);
  const usedForTf = new Set<number>();
  for (const truth of truths) {
    if (translated.length > 0) {
      const pick = shuffled(translated, rng).find(({ i }) => !usedForTf.has(i));
      if (!pick) continue;
      usedForTf.add(pick.i);
      const other = shuffled(
        translated.filter(({ i, s }) => i !== pick.i && s.translation !== pick.s.translation),
        rng,
      )[0];
      const shown = truth || !other ? pick.s.translation : other.s.translation;
      out.push({
        ...base(pick.i),
        kind: 'true-false',
        prompt: pick.s.text,
        detail: shown,
        choices: [...TRUE_FALSE],
        expected: truth || !other ? 'true' : 'false',
        accepted: [truth || !other ? 'true' : 'false'],
        entryId: null,
      });
      continue;
    }
    if (truth) {
      const pick = shuffled(short, rng).find(({ i }) => !usedForTf.has(i) && !targets.some((t) => t.sentence === i));
      const chosen = pick ?? shuffled(short, rng).find(({ i }) => !usedForTf.has(i));
      if (!chosen) continue;
      usedForTf.add(chosen.i);
      out.push({
        ...base(chosen.i),
        kind: 'true-false',
        prompt: chosen.s.text,
        detail: null,
        choices: [...TRUE_FALSE],
        expected: 'true',
        accepted: ['true'],
        entryId: null,
      });
      continue;
    }
    // False: a number changed, else one word swapped for a word of the same band.
    let made: DraftQuestion | null = null;
    for (const { s, i } of shuffled(short, rng)) {
      if (usedForTf.has(i)) continue;
      const altered = alterNumber(s.text, rng);
      if (!altered) continue;
      usedForTf.add(i);
      made = {
        ...base(i),
        kind: 'true-false',
        prompt: altered,
        detail: null,
        choices: [...TRUE_FALSE],
        expected: 'false',
        accepted: ['false'],
        entryId: null,
      };
      break;
    }
    for (const t of made ? [] : swapTargets) {
      const s = sentences[t.sentence];
      const token = s?.tokens[t.token];
      const info = words.get(t.entryId);
      if (!s || !token || !info || usedForTf.has(t.sentence)) continue;
      const [swap] = distractorWords(info, pools.get(t.entryId) ?? [], rng, 1);
      if (!swap) continue;
      usedForTf.add(t.sentence);
      const cased = likeCase(swap, token.text);
      made = {
        ...base(t.sentence),
        kind: 'true-false',
        prompt: replaced(s.text, token, cased),
        detail: null,
        choices: [...TRUE_FALSE],
        expected: 'false',
        accepted: ['false'],
        entryId: null,
      };
      break;
    }
    if (made) out.push(made);
  }

  // Sentence order: 3-4 consecutive short sentences, all different.
  const runLength = sentences.length >= 4 ? 4 : 3;
  const starts: number[] = [];
  for (let i = 0; i + runLength <= sentences.length; i++) {
    const run = sentences.slice(i, i + runLength).map((s) => s.text);
    if (run.every((t) => t.length <= 160) && new Set(run.map((t) => t.trim())).size === runLength) starts.push(i);
  }
  if (starts.length > 0) {
    const from = starts[Math.floor(rng() * starts.length)] as number;
    const run = sentences.slice(from, from + runLength).map((s) => s.text);
    let choices = shuffled(run, rng);
    if (choices.join(ORDER_SEPARATOR) === run.join(ORDER_SEPARATOR)) choices = [...run].reverse();
    out.push({
      ...base(from),
      kind: 'sentence-order',
      prompt: '',
      detail: null,
      choices,
      expected: run.join(ORDER_SEPARATOR),
      accepted: [run.join(ORDER_SEPARATOR)],
      entryId: null,
    });
  }

  // Translation match: a sentence, four translations of the passage.
  if (translated.length > 0) {
    for (const pick of shuffled(translated, rng)
      .filter(({ i }) => !usedForTf.has(i))
      .slice(0, 2)) {
      const answer = pick.s.translation as string;
      const others: string[] = [];
      for (const { s } of shuffled(translated, rng)) {
        const tr = s.translation as string;
        if (others.length < 3 && !sameAnswer(tr, answer) && !others.some((o) => sameAnswer(o, tr))) others.push(tr);
      }
      if (others.length < 3) continue;
      out.push({
        ...base(pick.i),
        kind: 'translation-match',
        prompt: pick.s.text,
        detail: null,
        choices: shuffled([answer, ...others], rng),
        expected: answer,
        accepted: [answer],
        entryId: null,
      });
    }
  }
  return interleaved(out).slice(0, max);
}

/** Kinds take turns (cloze, true/false, order, translation, fill-in, ...), so a short passage's few questions vary. */
const TURNS = ['cloze-choice', 'true-false', 'sentence-order', 'translation-match', 'fill-blank'] as const;

function interleaved(questions: readonly DraftQuestion[]): DraftQuestion[] {
  const queues = TURNS.map((kind) => questions.filter((q) => q.kind === kind));
  const out: DraftQuestion[] = [];
  while (out.length < questions.length) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) out.push(next);
    }
  }
  return out;
}

/** Right or wrong: an answer matches one of the accepted ones (`sameAnswer`); no answer is wrong. */
export function gradeAnswer(question: Pick<DraftQuestion, 'accepted' | 'kind'>, given: string | null): boolean {
  if (given === null || given.trim() === '') return false;
  if (question.kind === 'sentence-order') {
    const parts = given.split(ORDER_SEPARATOR).map((p) => p.trim());
    return question.accepted.some((a) => {
      const want = a.split(ORDER_SEPARATOR).map((p) => p.trim());
      return want.length === parts.length && want.every((w, i) => sameAnswer(parts[i] as string, w));
    });
  }
  return question.accepted.some((a) => sameAnswer(given, a));
}
