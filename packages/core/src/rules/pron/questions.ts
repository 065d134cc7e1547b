/**
 * Question generation for the pronunciation tests, pure: the server gives the words (with their
 * IPA, pinyin parts or syllables) and a random source; each question has 2-4 options, one right.
 * The audio text of a "hear" question is the thing heard (as in the study loop's listening items,
 * anyone reading the network sees it; the page does not show it).
 */
import { EN_IPA_ASKED, EN_IPA_WORDS, ipaSymbols } from './ipa.js';
import { decomposeSyllable, KO_BATCHIM_SOUNDS, KO_INITIALS, KO_VOWEL_ALIKE, KO_VOWELS } from './hangul.js';
import { KANA, toKatakana } from './kana.js';
import { EN_HETERONYMS, JA_KANJI_READINGS, ZH_POLYPHONES } from './multi.js';
import { type Rng, shuffled } from '../questions/rng.js';

export const PRON_KINDS = ['phonetic', 'multi'] as const;
export type PronKind = (typeof PRON_KINDS)[number];
export const PRON_QUESTION_TYPES = [
  'ipa-hear',
  'ipa-see',
  'zh-initial',
  'zh-final',
  'zh-tone',
  'kana-hear',
  'kana-romaji',
  'ko-initial',
  'ko-vowel',
  'ko-batchim',
  'zh-poly',
  'en-heteronym',
  'ja-reading',
] as const;
export type PronQuestionType = (typeof PRON_QUESTION_TYPES)[number];
/** Questions per test. */
export const PRON_TEST_SIZE = 10;
/** Tone options of a Chinese tone question, tones 1-4. */
export const ZH_TONE_OPTIONS = ['ā', 'á', 'ǎ', 'à'] as const;

export interface PronQuestionDraft {
  type: PronQuestionType;
  /** What is shown (a word, a symbol, kana); empty for a question that is only heard. */
  prompt: string;
  /** A sentence or word around the prompt (heteronyms, polyphones). */
  context: string | null;
  /** The part of `context` (or prompt) the question is about. */
  highlight: string | null;
  /** Audio to play while answering (null when hearing it would give the answer away). */
  audio: { text: string; lang: string } | null;
  options: string[];
  answer: string;
  /** The dictionary headword the question is about (its memory gets the answer), if any. */
  word: string | null;
  /** Audio to play once answered. */
  reveal: { text: string; lang: string } | null;
}

/** The answer and up to `n - 1` distractors from `pool` (none equal to the answer, none excluded), shuffled. */
export function optionsWith(
  answer: string,
  pool: readonly string[],
  n: number,
  rng: Rng,
  exclude: (o: string) => boolean = () => false,
): string[] {
  const others = shuffled(
    [...new Set(pool)].filter((o) => o !== answer && !exclude(o)),
    rng,
  ).slice(0, n - 1);
  return shuffled([answer, ...others], rng);
}

/** Alternate the question types over the test. */
function interleave<T>(lists: T[][], count: number): T[] {
  const out: T[] = [];
  for (let k = 0; out.length < count; k++) {
    let any = false;
    for (const l of lists) {
      const q = l[k];
      if (q !== undefined && out.length < count) {
        out.push(q);
        any = true;
      }
    }
    if (!any) break;
  }
  return out;
}

export interface IpaWord {
  text: string;
  ipa: string;
}

/** English: hear a word → the IPA symbol it contains; see a symbol → the word that has it. */
export function ipaQuestions(words: IpaWord[], count: number, rng: Rng): PronQuestionDraft[] {
  const pool = (words.length >= 12 ? words : [...words, ...EN_IPA_WORDS])
    .map((w) => ({ ...w, symbols: new Set(ipaSymbols(w.ipa)) }))
    .filter((w) => [...w.symbols].some((s) => (EN_IPA_ASKED as readonly string[]).includes(s)));
  const hear: PronQuestionDraft[] = [];
  const see: PronQuestionDraft[] = [];
  const used = new Set<string>();
  for (const w of shuffled(pool, rng)) {
    if (used.has(w.text)) continue;
    const asked = shuffled(
      [...w.symbols].filter((s) => (EN_IPA_ASKED as readonly string[]).includes(s)),
      rng,
    );
    const symbol = asked[0] as string;
    if (hear.length <= see.length) {
      const options = optionsWith(symbol, EN_IPA_ASKED, 4, rng, (o) => w.symbols.has(o));
      if (options.length < 4) continue;
      hear.push({
        type: 'ipa-hear',
        prompt: '',
        context: null,
        highlight: null,
        audio: { text: w.text, lang: 'en' },
        options,
        answer: symbol,
        word: w.text,
        reveal: { text: w.text, lang: 'en' },
      });
    } else {
      const others = shuffled(
        pool.filter((o) => o.text !== w.text && !o.symbols.has(symbol)).map((o) => o.text),
        rng,
      );
      if (others.length < 3) continue;
      see.push({
        type: 'ipa-see',
        prompt: symbol,
        context: null,
        highlight: null,
        audio: null,
        options: shuffled([w.text, ...others.slice(0, 3)], rng),
        answer: w.text,
        word: w.text,
        reveal: { text: w.text, lang: 'en' },
      });
    }
    used.add(w.text);
    if (hear.length + see.length >= count) break;
  }
  return interleave([hear, see], count);
}

export interface ZhSyllable {
  /** One character. */
  text: string;
  initial: string;
  final: string;
  /** 1-4 (neutral-tone characters are not asked). */
  tone: number;
}

/** The label of an empty initial (安 ān). */
export const ZH_NO_INITIAL = '∅';

/** Chinese: hear a character → its initial, its final or its tone. */
export function zhSyllableQuestions(chars: ZhSyllable[], count: number, rng: Rng): PronQuestionDraft[] {
  const pool = chars.filter((c) => c.tone >= 1 && c.tone <= 4 && c.final.length > 0);
  const initials = pool.map((c) => c.initial || ZH_NO_INITIAL);
  const finals = pool.map((c) => c.final);
  const out: PronQuestionDraft[] = [];
  const types = ['zh-initial', 'zh-final', 'zh-tone'] as const;
  for (const c of shuffled(pool, rng)) {
    if (out.some((q) => q.word === c.text)) continue;
    const type = types[out.length % 3] as (typeof types)[number];
    const audio = { text: c.text, lang: 'zh' };
    const base = { prompt: '', context: null, highlight: null, audio, word: c.text, reveal: audio };
    let answer: string;
    let options: string[];
    if (type === 'zh-initial') {
      answer = c.initial || ZH_NO_INITIAL;
      options = optionsWith(answer, initials, 4, rng);
    } else if (type === 'zh-final') {
      answer = c.final;
      options = optionsWith(answer, finals, 4, rng);
    } else {
      answer = ZH_TONE_OPTIONS[c.tone - 1] as string;
      options = [...ZH_TONE_OPTIONS];
    }
    if (options.length < 3) continue;
    out.push({ ...base, type, answer, options });
    if (out.length >= count) break;
  }
  return out;
}

/** Japanese: hear a kana → choose it (hiragana or katakana); see a kana → its romaji. */
export function kanaQuestions(count: number, rng: Rng): PronQuestionDraft[] {
  const out: PronQuestionDraft[] = [];
  for (const [kana, romaji] of shuffled(KANA, rng).slice(0, count)) {
    const katakana = rng() < 0.4;
    const shown = katakana ? toKatakana(kana) : kana;
    const audio = { text: kana, lang: 'ja' };
    if (out.length % 2 === 0) {
      const pool = KANA.map(([k]) => (katakana ? toKatakana(k) : k));
      out.push({
        type: 'kana-hear',
        prompt: '',
        context: null,
        highlight: null,
        audio,
        options: optionsWith(shown, pool, 4, rng),
        answer: shown,
        word: null,
        reveal: audio,
      });
    } else {
      out.push({
        type: 'kana-romaji',
        prompt: shown,
        context: null,
        highlight: null,
        audio: null,
        options: optionsWith(
          romaji,
          KANA.map(([, r]) => r),
          4,
          rng,
        ),
        answer: romaji,
        word: null,
        reveal: audio,
      });
    }
  }
  return out;
}

const alike = (a: string, b: string) => KO_VOWEL_ALIKE.some((g) => g.includes(a) && g.includes(b));

/** Korean: hear a syllable → its initial consonant, its vowel, or its final (batchim, as heard). */
export function koreanQuestions(syllables: string[], count: number, rng: Rng): PronQuestionDraft[] {
  const parts = [...new Set(syllables)].flatMap((s) => {
    const p = decomposeSyllable(s);
    return p ? [{ s, ...p }] : [];
  });
  const withFinal = parts.filter((p) => KO_BATCHIM_SOUNDS[p.final] !== undefined);
  const out: PronQuestionDraft[] = [];
  const used = new Set<string>();
  const sounds = [...new Set(Object.values(KO_BATCHIM_SOUNDS))];
  const shuffledAll = shuffled(parts, rng);
  const shuffledFinal = shuffled(withFinal, rng);
  for (let k = 0; out.length < count && k < parts.length * 3; k++) {
    let type = (['ko-initial', 'ko-vowel', 'ko-batchim'] as const)[out.length % 3] as 'ko-initial' | 'ko-vowel' | 'ko-batchim';
    let p = type === 'ko-batchim' ? shuffledFinal.find((x) => !used.has(x.s)) : undefined;
    if (!p) {
      if (type === 'ko-batchim') type = 'ko-initial';
      p = shuffledAll.find((x) => !used.has(x.s));
    }
    if (!p) break;
    used.add(p.s);
    const audio = { text: p.s, lang: 'ko' };
    const base = { prompt: '', context: null, highlight: null, audio, word: null, reveal: audio };
    if (type === 'ko-initial') out.push({ ...base, type, answer: p.initial, options: optionsWith(p.initial, KO_INITIALS, 4, rng) });
    else if (type === 'ko-vowel')
      out.push({ ...base, type, answer: p.vowel, options: optionsWith(p.vowel, KO_VOWELS, 4, rng, (o) => alike(o, p.vowel)) });
    else {
      const sound = KO_BATCHIM_SOUNDS[p.final] as string;
      out.push({ ...base, type, answer: sound, options: optionsWith(sound, sounds, 4, rng) });
    }
  }
  return out;
}

/** Chinese: a polyphonic character in a word → its reading there. Options: the character's readings. */
export function zhPolyQuestions(count: number, rng: Rng, readingsOf: (char: string) => string[] = () => []): PronQuestionDraft[] {
  return shuffled(ZH_POLYPHONES, rng)
    .slice(0, count)
    .map((p) => {
      const w = shuffled(p.words, rng)[0] as (typeof p.words)[number];
      const all = [...new Set([...p.words.map((x) => x.reading), ...readingsOf(p.char)])];
      return {
        type: 'zh-poly' as const,
        prompt: p.char,
        context: w.word,
        highlight: p.char,
        audio: null,
        options: optionsWith(w.reading, all, 4, rng),
        answer: w.reading,
        word: w.word,
        reveal: { text: w.word, lang: 'zh' },
      };
    });
}

/** A dictionary word with its pinyin, one syllable per character, space-separated (`yín háng`). */
export interface ZhReadWord {
  word: string;
  reading: string;
}

/**
 * Chinese polyphones from the dictionary: a character whose readings (`readingsOf`, pinyin-pro)
 * include at least two that the dictionary's words actually use; the question asks its reading in
 * one of those words, the dictionary's reading being the answer. One question per character.
 */
export function zhPolyFromWords(words: ZhReadWord[], readingsOf: (char: string) => string[], count: number, rng: Rng): PronQuestionDraft[] {
  const byChar = new Map<string, { word: string; reading: string }[]>();
  for (const w of words) {
    const chars = Array.from(w.word);
    const syllables = w.reading.normalize('NFC').toLowerCase().trim().split(/\s+/);
    if (chars.length < 2 || chars.length !== syllables.length || !chars.every((c) => /\p{Script=Han}/u.test(c))) continue;
    for (const [k, c] of chars.entries()) {
      const r = syllables[k] as string;
      if (!readingsOf(c).includes(r)) continue;
      const list = byChar.get(c) ?? [];
      list.push({ word: w.word, reading: r });
      byChar.set(c, list);
    }
  }
  const used = [...byChar.entries()].filter(([c, list]) => new Set(list.map((x) => x.reading)).size >= 2 && readingsOf(c).length >= 2);
  return shuffled(used, rng)
    .slice(0, count)
    .map(([char, list]) => {
      const readings = [...new Set(list.map((x) => x.reading))];
      // Each reading in use is as likely to be asked, whatever its frequency.
      const reading = shuffled(readings, rng)[0] as string;
      const w = shuffled(
        list.filter((x) => x.reading === reading),
        rng,
      )[0] as { word: string; reading: string };
      return {
        type: 'zh-poly' as const,
        prompt: char,
        context: w.word,
        highlight: char,
        audio: null,
        options: optionsWith(reading, [...readings, ...readingsOf(char)], 4, rng),
        answer: reading,
        word: w.word,
        reveal: { text: w.word, lang: 'zh' },
      };
    });
}

/** English: a heteronym in a sentence → its pronunciation there. */
export function enHeteronymQuestions(count: number, rng: Rng): PronQuestionDraft[] {
  return shuffled(EN_HETERONYMS, rng)
    .slice(0, count)
    .map((h) => {
      const f = shuffled(h.forms, rng)[0] as (typeof h.forms)[number];
      return {
        type: 'en-heteronym' as const,
        prompt: h.word,
        context: f.sentence,
        highlight: h.word,
        audio: null,
        options: shuffled(
          h.forms.map((x) => `/${x.ipa}/`),
          rng,
        ),
        answer: `/${f.ipa}/`,
        word: h.word,
        reveal: { text: f.sentence, lang: 'en' },
      };
    });
}

/** Japanese: a kanji in a word → how it is read there. Options: the kanji's readings. */
export function jaKanjiQuestions(count: number, rng: Rng): PronQuestionDraft[] {
  const picks = shuffled(
    JA_KANJI_READINGS.flatMap((k) =>
      shuffled(k.words, rng)
        .slice(0, 2)
        .map((w) => ({ k, w })),
    ),
    rng,
  ).slice(0, count);
  return picks.map(({ k, w }) => ({
    type: 'ja-reading' as const,
    prompt: k.kanji,
    context: w.word,
    highlight: k.kanji,
    audio: null,
    options: optionsWith(
      w.kanjiReading,
      k.words.map((x) => x.kanjiReading),
      4,
      rng,
    ),
    answer: w.kanjiReading,
    word: w.word,
    reveal: { text: w.reading, lang: 'ja' },
  }));
}
