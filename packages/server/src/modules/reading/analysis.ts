/**
 * The words of article items, analysed once and cached (`reading_tokens`): each word token's
 * offsets, lemma and dictionary entry. A cached row is used while its text hash and analysis
 * version match; otherwise the item is analysed again (`app.nlp.tokenizeMany` + `linkTokens`) and
 * the row rewritten, so an edited item never shows stale words.
 */
import { createHash } from 'node:crypto';
import type { Lang } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { linkTokens, NLP_VERSION, type Nlp } from '../../nlp/index.js';
import { readingRepo } from './repo.js';

/** Bump when what a cached row holds changes here; the analysers' own changes bump NLP_VERSION. */
const READING_VERSION = 2;
export const ANALYSIS_VERSION = READING_VERSION * 1000 + NLP_VERSION;
const CHUNK = 500;

/** One word of an item: offsets in its text, lemma, entry. */
export interface WordTok {
  start: number;
  end: number;
  lemma: string;
  entryId: number | null;
  /** A function word (pronoun, determiner, preposition, conjunction, particle, auxiliary). */
  function?: boolean;
}

/** Closed word classes: tappable like any word, but never listed among an article's new words. */
const FUNCTION_POS = new Set(['pron', 'det', 'adp', 'conj', 'part', 'aux']);

export interface ItemText {
  id: number;
  text: string;
}

export const textHash = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 22);

/** Lower-cased for alphabetic languages; CJK lemmas as they are. */
export const normLemma = (lang: Lang, lemma: string) => (lang === 'zh' || lang === 'ja' ? lemma : lemma.toLowerCase());

/** The word key statuses are stored under. */
export const wordKey = (lang: Lang, w: Pick<WordTok, 'lemma' | 'entryId'>) =>
  w.entryId !== null ? `e:${w.entryId}` : `l:${normLemma(lang, w.lemma)}`;

type Packed = [number, number, string, number | null, 1?];

export async function analyseItems(db: Executor, nlp: Nlp, lang: Lang, items: readonly ItemText[]): Promise<Map<number, WordTok[]>> {
  const out = new Map<number, WordTok[]>();
  const hashes = new Map(items.map((i) => [i.id, textHash(i.text)]));
  for (let i = 0; i < items.length; i += CHUNK) {
    const ids = items.slice(i, i + CHUNK).map((it) => it.id);
    const rows = await readingRepo.cachedTokens(db, ids);
    for (const r of rows) {
      const id = r.item_id;
      if (r.version !== ANALYSIS_VERSION || r.text_hash !== hashes.get(id)) continue;
      const packed = JSON.parse(r.tokens) as Packed[];
      out.set(
        id,
        packed.map(([start, end, lemma, entryId, fn]) => ({ start, end, lemma, entryId, function: fn === 1 })),
      );
    }
  }
  const missing = items.filter((it) => !out.has(it.id));
  if (missing.length === 0) return out;

  const tokenLists = await nlp.tokenizeMany(
    lang,
    missing.map((m) => m.text),
  );
  const words = tokenLists.map((list) => list.filter((t) => t.word));
  const entryIds = await linkTokens(db, lang, words.flat());
  let k = 0;
  const rows: { item_id: number; version: number; text_hash: string; tokens: string }[] = [];
  for (const [n, item] of missing.entries()) {
    const toks: WordTok[] = (words[n] ?? []).map((t) => ({
      start: t.start,
      end: t.end,
      lemma: t.lemma || t.text,
      entryId: entryIds[k++] ?? null,
      function: FUNCTION_POS.has(t.pos),
    }));
    out.set(item.id, toks);
    rows.push({
      item_id: item.id,
      version: ANALYSIS_VERSION,
      text_hash: hashes.get(item.id) as string,
      tokens: JSON.stringify(
        toks.map((t): Packed => (t.function ? [t.start, t.end, t.lemma, t.entryId, 1] : [t.start, t.end, t.lemma, t.entryId])),
      ),
    });
  }
  for (let i = 0; i < rows.length; i += 200) await readingRepo.saveTokens(db, rows.slice(i, i + 200));
  return out;
}
