/**
 * The default text provider, offline and synchronous. English profanity through `obscenity` (its
 * English dataset with the recommended transformers: leetspeak, repeated letters, spacing), then
 * the project's curated lists (lists/*.json: zh, ja, ko, es, and an English review list) scanned
 * all together whatever the user's language (people mix languages):
 * - the text is normalized once (normalize.ts: NFKC, lower case, accents, zero-width, kana);
 * - terms in Latin letters (Spanish, English, the pinyin of Chinese terms) are one RegExp of whole
 *   words whose letters may be spaced or dotted (p u t a), with a plural s/es or, for `stem`
 *   terms, any ending — so cómputo, disputa or computadora never match puta;
 * - CJK terms are one RegExp over the text's letters and digits only (spaces and punctuation
 *   between characters do not hide a term); `allow` phrases are blanked first (ばかり, 시발역).
 * The strictest verdict wins; labels are `<label>:<lang>` (e.g. `insult:zh`, `profanity:en`).
 */
import type { Lang } from '@qfl/core';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { pinyin } from 'pinyin-pro';
import en from './lists/en.json' with { type: 'json' };
import es from './lists/es.json' with { type: 'json' };
import ja from './lists/ja.json' with { type: 'json' };
import ko from './lists/ko.json' with { type: 'json' };
import zh from './lists/zh.json' with { type: 'json' };
import { compact, escapeRegExp, normalizeText } from './normalize.js';
import type { TextProvider, TextVerdict, Verdict } from './types.js';

export interface ListEntry {
  term: string;
  verdict: 'block' | 'review';
  label: string;
  /** Latin terms: any ending (a stem), not only a plural. */
  stem?: boolean;
  /** zh: pinyin spellings matched as whole words (derived for terms of 3+ characters). */
  pinyin?: string[];
}

export interface WordList {
  lang: Lang;
  /** Phrases that contain a term but are innocent (blanked before the scan). */
  allow: string[];
  entries: ListEntry[];
}

export const DEFAULT_LISTS: WordList[] = [zh, en, ja, ko, es] as WordList[];

interface Rule {
  verdict: Verdict;
  label: string;
}

const LATIN_TERM = /^[\p{Script=Latin}\s]+$/u;
/** Between two letters of a Latin term: spaces, punctuation or symbols (p.u.t.a, s h a b i). */
const SEP = '[\\s\\p{P}\\p{S}_]*';

function latinPattern(term: string, stem: boolean): string {
  const letters = [...term.replace(/\s+/g, '')].map(escapeRegExp).join(SEP);
  return `${letters}${stem ? '\\p{L}*' : '(?:e?s)?'}`;
}

function derivedPinyin(entry: ListEntry): string[] {
  if (entry.pinyin) return entry.pinyin;
  if ([...entry.term].length < 3) return [];
  return [pinyin(entry.term, { toneType: 'none', type: 'array' }).join('')];
}

const NOT_FOR_OBSCENITY = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * obscenity's leetspeak reading turns digit runs into words ("455" → "ass"): a match of digits
 * and signs only (a room number, a price, a phone number) is not a word anyone wrote.
 */
function hasLetterMatch(text: string): boolean {
  return english.getAllMatches(text).some((m) => /[a-z]/i.test(text.slice(m.startIndex, m.endIndex + 1)));
}

export class OfflineTextProvider implements TextProvider {
  private readonly latin: RegExp | null;
  private readonly latinRules: Rule[] = [];
  private readonly cjk: RegExp | null;
  private readonly cjkRules = new Map<string, Rule>();
  private readonly allow: RegExp | null;
  readonly termCount: number;

  constructor(lists: WordList[] = DEFAULT_LISTS) {
    const latin: string[] = [];
    const cjk: string[] = [];
    const allow: string[] = [];
    const latinFirsts: string[] = [];
    for (const list of lists) {
      for (const phrase of list.allow) allow.push(compact(normalizeText(phrase)));
      for (const entry of list.entries) {
        const rule = { verdict: entry.verdict, label: `${entry.label}:${list.lang}` };
        const term = normalizeText(entry.term).trim();
        const spellings = LATIN_TERM.test(term) ? [term] : [];
        if (list.lang === 'zh') spellings.push(...derivedPinyin(entry).map(normalizeText));
        for (const s of spellings) {
          latin.push(`(${latinPattern(s, entry.stem === true)})`);
          latinFirsts.push(s[0] as string);
          this.latinRules.push(rule);
        }
        if (spellings.length === 0 || !LATIN_TERM.test(term)) {
          const key = compact(term);
          if (!this.cjkRules.has(key)) cjk.push(key);
          this.cjkRules.set(key, strictest(this.cjkRules.get(key), rule));
        }
      }
    }
    this.termCount = this.latinRules.length + this.cjkRules.size;
    // A word start, then a cheap look at its first letter before trying every alternative.
    const firsts = escapeRegExp([...new Set(latinFirsts)].join('')).replace(/-/g, '\\-');
    this.latin = latin.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?=[${firsts}])(?:${latin.join('|')})(?![\\p{L}\\p{N}])`, 'gu') : null;
    const byLength = (a: string, b: string) => b.length - a.length;
    this.cjk = cjk.length ? new RegExp(cjk.sort(byLength).map(escapeRegExp).join('|'), 'gu') : null;
    this.allow = allow.length ? new RegExp(allow.sort(byLength).map(escapeRegExp).join('|'), 'gu') : null;
  }

  check(text: string, _lang?: Lang): TextVerdict {
    let verdict: Verdict = 'pass';
    const labels = new Set<string>();
    const hit = (rule: Rule) => {
      if (rank[rule.verdict] > rank[verdict]) verdict = rule.verdict;
      labels.add(rule.label);
    };
    // obscenity skips every non-Latin letter anyway: it reads only the rest (half the work on mixed text).
    const latinPart = text.replace(NOT_FOR_OBSCENITY, '');
    if (latinPart.length > 0 && english.hasMatch(latinPart) && hasLetterMatch(latinPart)) hit({ verdict: 'block', label: 'profanity:en' });

    const normalized = normalizeText(text);
    if (this.latin) {
      this.latin.lastIndex = 0;
      for (let m = this.latin.exec(normalized); m !== null; m = this.latin.exec(normalized)) {
        const group = m.findIndex((g, i) => i > 0 && g !== undefined);
        const rule = this.latinRules[group - 1];
        if (rule) hit(rule);
      }
    }
    if (this.cjk) {
      let letters = compact(normalized);
      if (this.allow) letters = letters.replace(this.allow, (s) => '#'.repeat(s.length));
      this.cjk.lastIndex = 0;
      for (let m = this.cjk.exec(letters); m !== null; m = this.cjk.exec(letters)) {
        const rule = this.cjkRules.get(m[0]);
        if (rule) hit(rule);
        // Overlapping terms count too (操你妈逼: 操你妈 and 你妈逼).
        this.cjk.lastIndex = m.index + 1;
      }
    }
    return { verdict, labels: [...labels] };
  }
}

const rank = { pass: 0, review: 1, block: 2 } as const;

function strictest(a: Rule | undefined, b: Rule): Rule {
  return a && rank[a.verdict] >= rank[b.verdict] ? a : b;
}
