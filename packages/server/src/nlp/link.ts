/**
 * Each word token's dictionary entry: the candidates are the token's lemma, the text as written
 * and lower-cased, then core's deinflection guesses (食べた → 食べる, 학교에서 → 학교, hablé →
 * hablar); the first candidate the dictionary knows wins (exact headword before inflected form
 * before reading, then the most frequent entry). One indexed query per 500 keys. A function word
 * (particle, auxiliary, preposition, conjunction, determiner, pronoun) links only to an entry
 * written as its text or lemma: Japanese た must not reach 他 through its reading.
 */
import { type Lang, lemmaCandidates } from '@qfl/core';
import type { Executor } from '../db/executor.js';
import type { Token } from './types.js';

const CHUNK = 500;
const KIND_ORDER: Record<string, number> = { exact: 0, lemma: 1, reading: 2 };
const FUNCTION_POS = new Set(['part', 'aux', 'adp', 'conj', 'det', 'pron']);

const isFunctionWord = (t: Pick<Token, 'pos'>) => FUNCTION_POS.has(t.pos);

export function candidatesOf(lang: Lang, token: Pick<Token, 'text' | 'lemma' | 'tag'>): string[] {
  const out: string[] = [];
  const add = (s: string) => {
    if (s && !out.includes(s)) out.push(s);
  };
  // A guessed lemma (tag 'guess') comes after the word as written: café is a headword, "cafar" a guess.
  if (token.tag === 'guess') add(token.text.toLowerCase());
  add(token.lemma.toLowerCase());
  add(token.text.toLowerCase());
  for (const c of lemmaCandidates(lang, token.text)) add(c.toLowerCase());
  return out;
}

/** Entry id of every token (null for non-words and words the dictionary does not know). */
export async function linkTokens(db: Executor, lang: Lang, tokens: readonly Token[]): Promise<(number | null)[]> {
  const cands = tokens.map((t) => (t.word ? candidatesOf(lang, t) : []));
  const keys = [...new Set(cands.flat())];
  const best = new Map<string, { id: number; order: number; rank: number }>();
  const bestExact = new Map<string, { id: number; rank: number }>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await db
      .selectFrom('dict_keys')
      .select(['key', 'entry_id', 'kind', 'rank'])
      .where('lang', '=', lang)
      .where('key', 'in', keys.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) {
      const order = KIND_ORDER[r.kind] ?? 9;
      const prev = best.get(r.key);
      if (!prev || order < prev.order || (order === prev.order && r.rank < prev.rank))
        best.set(r.key, { id: Number(r.entry_id), order, rank: r.rank });
      const exact = bestExact.get(r.key);
      if (r.kind === 'exact' && (!exact || r.rank < exact.rank)) bestExact.set(r.key, { id: Number(r.entry_id), rank: r.rank });
    }
  }
  return cands.map((list, i) => {
    const token = tokens[i] as Token;
    if (isFunctionWord(token)) {
      for (const c of [token.lemma.toLowerCase(), token.text.toLowerCase()]) {
        const hit = bestExact.get(c);
        if (hit) return hit.id;
      }
      return null;
    }
    for (const c of list) {
      const hit = best.get(c);
      if (hit) return hit.id;
    }
    return null;
  });
}
