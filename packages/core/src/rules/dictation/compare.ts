/**
 * Dictation answers: the learner types what they heard; `compareDictation` grades it against the
 * expected text and its accepted alternatives (Japanese readings, Chinese pinyin, given by the
 * server) and returns a character diff for display. Rules per language: README.md next to this file.
 */
import { lcsDiff, type DictationDiffOp } from './diff.js';
import { isPinyinAnswer, pinyinCompare } from './pinyin.js';

export type { DictationDiffOp } from './diff.js';

export interface DictationTarget {
  lang: string;
  /** The text as written (the book item, the word). */
  text: string;
  /** Other accepted spellings: for Japanese, the reading in kana (食べる → たべる). */
  readings?: string[];
  /** Chinese: the expected pinyin, one syllable per entry with its tone number (1-4; 0 or 5 or none = neutral). */
  pinyin?: string[];
}

export interface DictationResult {
  correct: boolean;
  /** Right except for accents (Spanish, English) or Chinese tones: shown as such, counted wrong. */
  almost: boolean;
  /** Which form the answer was compared with. */
  matched: 'text' | 'reading' | 'pinyin';
  /** The expected form the diff was computed against (normalized: lower case, no punctuation). */
  against: string;
  diff: DictationDiffOp[];
}

/** Languages where spaces separate words (kept as one space); elsewhere spaces are dropped. */
const SPACED = new Set(['en', 'es']);
/** Languages where a difference only in accents is "almost". */
const ACCENTED = new Set(['en', 'es']);

/** Katakana to hiragana (ァ-ヶ): kana type does not matter in a Japanese dictation. */
export function foldKana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/**
 * The comparable form of a text: NFKC (full-width letters and digits become half-width, half-width
 * kana become full-width), lower case, curly apostrophes straight, punctuation and symbols dropped,
 * spaces collapsed (en, es) or dropped (zh, ja, ko); Japanese katakana folded to hiragana.
 */
export function normalizeDictation(text: string, lang: string): string {
  let s = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, (m) => (SPACED.has(lang) && /[-/]/.test(m) ? ' ' : ''));
  s = SPACED.has(lang) ? s.replace(/\s+/gu, ' ').trim() : s.replace(/\s+/gu, '');
  if (lang === 'ja') s = foldKana(s);
  return s;
}

/** Without accents (é → e, ñ → n, ü → u): Latin combining marks only, so kana and Hangul are untouched. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

function similarity(a: string, b: string): number {
  const diff = lcsDiff(b, a);
  const same = diff.filter((d) => d.op === 'same').reduce((n, d) => n + Array.from(d.expected ?? '').length, 0);
  return same / Math.max(1, Array.from(a).length, Array.from(b).length);
}

export function compareDictation(answer: string, target: DictationTarget): DictationResult {
  const { lang } = target;
  const given = normalizeDictation(answer, lang);
  const forms: { form: string; matched: 'text' | 'reading' }[] = [
    { form: normalizeDictation(target.text, lang), matched: 'text' },
    ...(target.readings ?? [])
      .filter((r) => r.trim().length > 0)
      .map((r) => ({ form: normalizeDictation(r, lang), matched: 'reading' as const })),
  ];
  for (const f of forms) {
    if (f.form === given) return { correct: true, almost: false, matched: f.matched, against: f.form, diff: lcsDiff(f.form, given) };
  }
  if (lang === 'zh' && target.pinyin && target.pinyin.length > 0 && isPinyinAnswer(answer)) {
    const p = pinyinCompare(answer, target.pinyin);
    return { correct: p.correct, almost: p.almost, matched: 'pinyin', against: p.expected, diff: lcsDiff(p.expected, p.given) };
  }
  if (ACCENTED.has(lang)) {
    for (const f of forms) {
      if (stripAccents(f.form) === stripAccents(given))
        return { correct: false, almost: true, matched: f.matched, against: f.form, diff: lcsDiff(f.form, given) };
    }
  }
  // Wrong: show the difference from the closest accepted form.
  let best = forms[0] as (typeof forms)[number];
  let bestScore = -1;
  for (const f of forms) {
    const score = similarity(f.form, given);
    if (score > bestScore) {
      best = f;
      bestScore = score;
    }
  }
  return { correct: false, almost: false, matched: best.matched, against: best.form, diff: lcsDiff(best.form, given) };
}
