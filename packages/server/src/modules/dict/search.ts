/**
 * Search as you type. Each searched language costs one range scan on dict_keys
 * (`key >= q and key < succ(q)`, which holds the exact, inflected-form and reading keys equal to
 * q first, then every key it prefixes). When a prefix is dense (a first letter) a second scan
 * takes its most frequent keys in rank order, and that result is kept in a small cache:
 * dense prefixes are few and the built-in content does not change while the server runs.
 *
 * Ranking: exact headword, then inflected form (lemma), then reading, then prefix; ties by
 * frequency rank. With a preferred language its exact/lemma hits lead, then its other hits,
 * then the other languages' hits.
 */
import type { DictSearchHit, Lang, MatchKind } from '@qfl/core';
import { normalizeQuery, prefixEnd } from './normalize.js';
import { glossOf, parseMeanings } from './presenter.js';
import type { KeyRow, SearchStore, SummaryRow } from './search-store.js';

export interface SearchOptions {
  limit: number;
  /** The learner's language: its hits come first. Omitted: all languages equally. */
  preferLang?: Lang;
  /** Language of the gloss (the reader's UI language). */
  glossLang: string;
}

interface Candidate {
  entryId: number;
  lang: string;
  cls: number;
  rank: number;
  key: string;
}

const KINDS: MatchKind[] = ['exact', 'lemma', 'reading', 'prefix'];
const LEMMA = 1;
const PREFIX = 3;
const CLASS_OF_KIND: Record<string, number> = { exact: 0, lemma: LEMMA, reading: 2 };
/** More keys than this under one prefix: take the most frequent ones by rank instead. */
export const DENSE_PREFIX_ROWS = 400;
const CACHE_MAX = 4000;
const CACHE_TTL_MS = 10 * 60_000;

function better(a: Candidate, b: Candidate): boolean {
  return a.cls !== b.cls ? a.cls < b.cls : a.rank < b.rank;
}

function compareBase(a: Candidate, b: Candidate): number {
  return (
    a.cls - b.cls || a.rank - b.rank || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || a.entryId - b.entryId
  );
}

function comparator(prefer: string | undefined): (a: Candidate, b: Candidate) => number {
  if (!prefer) return compareBase;
  const tier = (c: Candidate) => (c.cls <= LEMMA ? 0 : 1);
  const own = (c: Candidate) => (c.lang === prefer ? 0 : 1);
  return (a, b) => tier(a) - tier(b) || own(a) - own(b) || compareBase(a, b);
}

/** Best candidate per entry, then the `limit` best overall. */
function pickBest(cands: Iterable<Candidate>, limit: number, compare: (a: Candidate, b: Candidate) => number): Candidate[] {
  const best = new Map<number, Candidate>();
  for (const c of cands) {
    const seen = best.get(c.entryId);
    if (!seen || better(c, seen)) best.set(c.entryId, c);
  }
  return [...best.values()].sort(compare).slice(0, limit);
}

function toCandidates(rows: KeyRow[], key: string, lang: string, out: Candidate[]): void {
  for (const r of rows) {
    const equal = r.key === key;
    // Inflected forms only count when typed in full: a prefix of "went" should not offer "go".
    if (!equal && r.kind === 'lemma') continue;
    out.push({ entryId: Number(r.entry_id), lang, cls: equal ? (CLASS_OF_KIND[r.kind] ?? PREFIX) : PREFIX, rank: r.rank, key: r.key });
  }
}

export class DictSearch {
  private readonly dense = new Map<string, { at: number; cands: Candidate[] }>();

  constructor(private readonly store: SearchStore) {}

  /** Candidates of one key in one language, at most `limit` distinct entries. */
  private async scan(lang: string, key: string, limit: number): Promise<Candidate[]> {
    const cacheKey = `${lang}\u0000${key}\u0000${limit}`;
    const cached = this.dense.get(cacheKey);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.cands;

    const hi = prefixEnd(key);
    const rows = await this.store.keysInRange(lang, key, hi, DENSE_PREFIX_ROWS + 1);
    const cands: Candidate[] = [];
    if (rows.length <= DENSE_PREFIX_ROWS) {
      toCandidates(rows, key, lang, cands);
      return cands;
    }
    // Dense: the keys equal to q come first in key order; the rest by frequency.
    toCandidates(
      rows.filter((r) => r.key === key),
      key,
      lang,
      cands,
    );
    toCandidates(await this.store.keysInRangeByRank(lang, key, hi, limit * 4), key, lang, cands);
    const top = pickBest(cands, limit, compareBase);
    if (this.dense.size >= CACHE_MAX) this.dense.delete(this.dense.keys().next().value as string);
    this.dense.set(cacheKey, { at: Date.now(), cands: top });
    return top;
  }

  async search(raw: string, opts: SearchOptions): Promise<DictSearchHit[]> {
    const query = normalizeQuery(raw);
    if (!query) return [];
    const all: Candidate[] = [];
    for (const [lang, keys] of query.keys) {
      for (const key of keys) all.push(...(await this.scan(lang, key, opts.limit)));
    }
    const top = pickBest(all, opts.limit, comparator(opts.preferLang));
    if (top.length === 0) return [];
    const rows = new Map<number, SummaryRow>();
    for (const row of await this.store.summaries(top.map((c) => c.entryId))) rows.set(Number(row.id), row);
    return top.flatMap((c) => {
      const row = rows.get(c.entryId);
      if (!row) return [];
      return [
        {
          id: c.entryId,
          lang: row.lang,
          headword: row.headword,
          reading: row.reading,
          gloss: glossOf(parseMeanings(row.meanings), opts.glossLang),
          match: KINDS[c.cls] ?? 'prefix',
          freqRank: row.freq_rank,
        },
      ];
    });
  }

  /** Forget cached dense prefixes (after content changed). */
  clearCache(): void {
    this.dense.clear();
  }

  close(): void {
    this.store.close();
  }
}
