/**
 * Tatoeba examples for Chinese entries: each sentence is segmented by forward maximum matching
 * against the dictionary's headwords (and traditional forms), so an entry only gets sentences that
 * contain it as a word (家 does not get 大家 sentences); shortest sentences first, up to 3 an entry.
 * The same pass counts, for headwords with several readings, which reading pinyin-pro gives the
 * word in context (了 in 我吃了饭 → le): that usage vote picks the main reading.
 */
import { pinyin } from 'pinyin-pro';
import type { SentencePair } from '../sources/tatoeba.js';

export const MAX_ZH_EXAMPLES = 3;
/** Longer sentences make poor dictionary examples. */
const MAX_SENTENCE_CHARS = 24;

export interface Token {
  /** The dictionary headword (simplified) the span matched, or null for a character outside the dictionary. */
  word: string | null;
  start: number;
  text: string;
}

/** Forward maximum matching: the longest dictionary word at each position (`form` → headword). */
export function segment(sentence: string, forms: Map<string, string>, maxLen: number): Token[] {
  const out: Token[] = [];
  const chars = [...sentence];
  let i = 0;
  while (i < chars.length) {
    let hit: Token | null = null;
    for (let n = Math.min(maxLen, chars.length - i); n >= 1; n--) {
      const text = chars.slice(i, i + n).join('');
      const word = forms.get(text);
      if (word) {
        hit = { word, start: i, text };
        break;
      }
    }
    hit ??= { word: null, start: i, text: chars[i] as string };
    out.push(hit);
    i += [...hit.text].length;
  }
  return out;
}

export interface ExampleHit {
  text: string;
  en: string;
  /** The word's reading in this sentence (pinyin-pro), for polyphones only. */
  reading?: string;
}

/** Polyphones keep more candidates, so that examples with the entry's main reading can be chosen. */
const MAX_POLYPHONE_CANDIDATES = 10;

export interface ZhExampleIndex {
  examples: Map<string, ExampleHit[]>;
  /** headword → marked reading (`le`, `cháng`) → how many sentences read it so. */
  readingVotes: Map<string, Map<string, number>>;
  /** headword → English translations of up to 30 sentences containing it (usage evidence for sense order). */
  usage: Map<string, string[]>;
}

const MAX_USAGE = 30;

/**
 * Attaches sentences to headwords. `forms` maps every headword and traditional form to its
 * headword; `polyphones` are the headwords whose reading is voted on.
 */
export function indexExamples(pairs: SentencePair[], forms: Map<string, string>, polyphones: Set<string>): ZhExampleIndex {
  let maxLen = 1;
  for (const f of forms.keys()) maxLen = Math.max(maxLen, [...f].length);
  maxLen = Math.min(maxLen, 8);
  const examples = new Map<string, ExampleHit[]>();
  const readingVotes = new Map<string, Map<string, number>>();
  const usage = new Map<string, string[]>();
  const sorted = pairs.filter((p) => [...p.text].length <= MAX_SENTENCE_CHARS).sort((a, b) => [...a.text].length - [...b.text].length);
  for (const p of sorted) {
    const tokens = segment(p.text, forms, maxLen);
    const seen = new Set<string>();
    let syllables: string[] | null = null;
    for (const t of tokens) {
      if (!t.word || seen.has(t.word)) continue;
      seen.add(t.word);
      const u = usage.get(t.word) ?? [];
      if (u.length < MAX_USAGE) u.push(p.en);
      usage.set(t.word, u);
      const list = examples.get(t.word) ?? [];
      if (!polyphones.has(t.word)) {
        if (list.length < MAX_ZH_EXAMPLES) list.push({ text: p.text, en: p.en });
      } else {
        syllables ??= pinyin(p.text, { type: 'all' }).map((x) => x.pinyin);
        const reading = syllables.slice(t.start, t.start + [...t.text].length).join(' ');
        const votes = readingVotes.get(t.word) ?? new Map<string, number>();
        votes.set(reading, (votes.get(reading) ?? 0) + 1);
        readingVotes.set(t.word, votes);
        if (list.length < MAX_POLYPHONE_CANDIDATES) list.push({ text: p.text, en: p.en, reading });
      }
      examples.set(t.word, list);
    }
  }
  return { examples, readingVotes, usage };
}

/** Up to 3 examples, those read with the entry's main reading first. */
export function pickExamples(hits: ExampleHit[], mainReading: string): ExampleHit[] {
  const main = mainReading.toLowerCase();
  const same = hits.filter((h) => h.reading === undefined || h.reading === main);
  return [...same, ...hits.filter((h) => !same.includes(h))].slice(0, MAX_ZH_EXAMPLES);
}

/** The reading most sentences give (at least 2 votes and a majority over the runner-up), or null. */
export function votedReading(votes: Map<string, number> | undefined, candidates: string[]): string | null {
  if (!votes) return null;
  const ranked = candidates.map((c) => [c, votes.get(c) ?? 0] as const).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 2 || (second && best[1] <= second[1])) return null;
  return best[0];
}
