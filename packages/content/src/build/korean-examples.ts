/**
 * Tatoeba Korean–English pairs as examples: each sentence token is mapped to its dictionary form
 * (the token itself when it is a headword, else Wiktionary's form table, else the deinflector's most
 * likely candidate) and the pair goes to that entry, at most two per entry, shortest first.
 */
import { lemmaCandidates } from '@qfl/core';
import type { SentencePair } from '../sources/tatoeba.js';
import type { EntryRecord } from '../types.js';

const MAX_EXAMPLES = 2;
const MAX_LENGTH = 100;

/**
 * The dictionary form a sentence token stands for: itself, its only form-table headword, or the
 * deinflector's first candidate the dictionary has (among the form table's, when it lists several:
 * 들어 is a form of 듣다, 들다 and 먹다).
 */
export function tokenLemma(token: string, has: (w: string) => boolean, synOf: (form: string) => string[]): string | null {
  if (has(token)) return token;
  const syn = [...new Set(synOf(token))].filter(has);
  if (syn.length === 1) return syn[0] as string;
  const guesses = lemmaCandidates('ko', token).filter(has);
  return (syn.length ? guesses.find((g) => syn.includes(g)) : guesses[0]) ?? syn[0] ?? null;
}

/** Adds examples to the entries; returns how many entries have one. */
export function attachKoreanExamples(pairs: SentencePair[], byHead: Map<string, EntryRecord>, synOf: (form: string) => string[]): number {
  const has = (w: string): boolean => byHead.has(w);
  const phrases = [...byHead.keys()].filter((h) => h.includes(' '));
  const sorted = [...pairs].filter((p) => p.text.length <= MAX_LENGTH).sort((a, b) => a.text.length - b.text.length);
  for (const p of sorted) {
    const lemmas = new Set<string>();
    for (const t of p.text.split(/[^\uac00-\ud7a3]+/)) {
      const l = t ? tokenLemma(t, has, synOf) : null;
      if (l) lemmas.add(l);
    }
    for (const h of phrases) if (p.text.includes(h)) lemmas.add(h);
    for (const l of lemmas) {
      const e = byHead.get(l);
      if (!e || e.examples.length >= MAX_EXAMPLES || e.examples.some((x) => x.text === p.text)) continue;
      e.examples.push({ text: p.text, translation: p.en, translationLang: 'en' });
    }
  }
  let n = 0;
  for (const e of byHead.values()) if (e.examples.length) n++;
  return n;
}
