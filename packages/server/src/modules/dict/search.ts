/**
 * Search as you type. For each language the query's script can match, a capped count of the
 * keys q prefixes (`key > q and key < succ(q)` on the covering index), then
 *  - a small range (nearly every query): one statement answers the keys equal to q (headword,
 *    inflected form, reading) and the most frequent keys q prefixes, sorted from that index;
 *  - a large range (one or two letters): the equal keys, then the range ranked over all its
 *    keys, sorted the same way or, for a dense one (tens of thousands of keys), by walking the
 *    rank-ordered index until enough match. Large ranges are few and the built-in content does
 *    not change while the server runs, so their results are cached; so are the entry
 *    summaries that hits are made of.
 * A word typed in the learner's own language also finds the words of other languages that mean it
 * (comer → 吃, eat): their entries carry one key per word of their first meanings
 * (@qfl/core `rules/meaning-keys.ts`), looked up exactly.
 * Ordering rules are in ranking.ts.
 */
import { type DictSearchHit, LANGS, type Lang, lemmaCandidates, meaningKey, meaningQueryLangs } from '@qfl/core';
import { LRUCache } from 'lru-cache';
import { normalizeQuery, prefixEnd } from './normalize.js';
import { glossOf, parseMeanings } from './presenter.js';
import {
  type Candidate,
  comparator,
  compareBase,
  MATCH_KINDS,
  pickBest,
  toCandidates,
  toLemmaCandidates,
  atMostReading,
  toReadingCandidates,
  transliteratedClass,
} from './ranking.js';
import type { SearchStore, SummaryRow } from './search-store.js';

export interface SearchOptions {
  limit: number;
  /** Only this language's hits (the filtered view). */
  onlyLang?: Lang;
  /** The learner's language: its hits come first. Omitted: all languages equally. */
  preferLang?: Lang;
  /** Language of the gloss (the reader's UI language). */
  glossLang: string;
}

interface Summary {
  lang: string;
  headword: string;
  reading: string | null;
  freqRank: number | null;
  /** The first few meanings per language: all a gloss needs. */
  meanings: Record<string, string[]>;
}

/**
 * A prefix range with this many keys counts as large: ranked over all its keys once, then
 * cached. Smaller ranges are ranked by one short sort each time. (The built content has about
 * 3,300 prefixes of 100 keys or more, 6,300 of 50 or more: the cache holds them all.)
 */
export const LARGE_PREFIX_KEYS = 64;
/**
 * From this many keys, walk the rank-ordered index rather than sort the range (on the built
 * content the two cost the same near 4-5 thousand keys).
 */
export const DENSE_PREFIX_KEYS = 4000;
const TTL_MS = 10 * 60_000;

function toSummary(row: SummaryRow): Summary {
  const meanings = parseMeanings(row.meanings);
  for (const lang of Object.keys(meanings)) meanings[lang] = meanings[lang]?.slice(0, 3) ?? [];
  return { lang: row.lang, headword: row.headword, reading: row.reading, freqRank: row.freq_rank, meanings };
}

export class DictSearch {
  // Bounded by count and age: the built-in content only changes on restart, so the age limit
  // bounds staleness for anything loaded while the server runs.
  private readonly large = new LRUCache<string, Candidate[]>({ max: 20_000, ttl: TTL_MS });
  private readonly summaries = new LRUCache<number, Summary>({ max: 50_000, ttl: TTL_MS });

  constructor(private readonly store: SearchStore) {}

  /** Candidates of one key in one language, at most `limit` distinct entries when the range is large. */
  private async scan(lang: string, key: string, limit: number): Promise<Candidate[]> {
    const cacheKey = `${lang}\u0000${key}\u0000${limit}`;
    const cached = this.large.get(cacheKey);
    if (cached) return cached;

    const hi = prefixEnd(key);
    // Several keys of one entry may share the prefix (yin, yin2, yín): fetch enough to fill the limit.
    const fetch = limit * 3;
    const count = await this.store.countPrefixed(lang, key, hi, LARGE_PREFIX_KEYS);
    const cands: Candidate[] = [];
    if (count < LARGE_PREFIX_KEYS) {
      toCandidates(await this.store.smallRange(lang, key, hi, fetch), key, lang, cands);
      return cands;
    }
    toCandidates(await this.store.exactKeys(lang, key), key, lang, cands);
    const dense = (await this.store.countPrefixed(lang, key, hi, DENSE_PREFIX_KEYS)) >= DENSE_PREFIX_KEYS;
    toCandidates(await this.store.prefixedByRank(lang, key, hi, fetch, dense), key, lang, cands);
    const top = pickBest(cands, limit, compareBase);
    this.large.set(cacheKey, top);
    return top;
  }

  private async summariesOf(ids: number[]): Promise<Map<number, Summary>> {
    const out = new Map<number, Summary>();
    const missing: number[] = [];
    for (const id of ids) {
      const s = this.summaries.get(id);
      if (s) out.set(id, s);
      else missing.push(id);
    }
    for (const row of await this.store.summaries(missing)) {
      const s = toSummary(row);
      this.summaries.set(row.id, s);
      out.set(row.id, s);
    }
    return out;
  }

  async search(raw: string, opts: SearchOptions): Promise<DictSearchHit[]> {
    const query = normalizeQuery(raw);
    if (!query) return [];
    const all: Candidate[] = [];
    for (const [lang, keys] of query.keys) {
      if (opts.onlyLang && lang !== opts.onlyLang) continue;
      // Romaji keys (whole only) are matched whole, also through deinflection (tabeta → たべる).
      const whole = query.wholeOnly.has(lang) ? transliteratedClass(lang, opts.onlyLang, opts.preferLang) : null;
      for (const key of keys) {
        if (whole !== null) toReadingCandidates(await this.store.exactKeys(lang, key), lang, all, whole);
        else if (lang !== 'ja' || key === keys[0]) all.push(...(await this.scan(lang, key, opts.limit)));
        // Kana in the other syllabary (みず typed, ミズ found): a reading match at best.
        else for (const c of await this.scan(lang, key, opts.limit)) all.push(atMostReading(c));
      }
      // Dictionary forms the typed form may be an inflection of (食べた → 食べる), by rule.
      const typed = keys[0];
      if (typed)
        for (const lemma of lemmaCandidates(lang, typed)) {
          const rows = await this.store.exactKeys(lang, lemma);
          if (whole !== null) toReadingCandidates(rows, lang, all, whole, true);
          else toLemmaCandidates(rows, lang, all);
        }
    }
    // What other languages' words mean the typed word ("comer" → 吃, eat, 食べる).
    for (const native of meaningQueryLangs(query.text)) {
      const typed = query.keys.get(native)?.[0];
      if (!typed) continue;
      const key = meaningKey(native, typed);
      for (const lang of LANGS)
        if (lang !== native && (!opts.onlyLang || lang === opts.onlyLang))
          toCandidates(await this.store.exactKeys(lang, key), key, lang, all);
    }
    const top = pickBest(all, opts.limit, comparator(opts.preferLang));
    if (top.length === 0) return [];
    const summaries = await this.summariesOf(top.map((c) => c.entryId));
    return top.flatMap((c) => {
      const s = summaries.get(c.entryId);
      if (!s) return [];
      const hit: DictSearchHit = {
        id: c.entryId,
        lang: s.lang,
        headword: s.headword,
        reading: s.reading,
        gloss: glossOf(s.meanings, opts.glossLang),
        match: MATCH_KINDS[c.cls] ?? 'prefix',
        freqRank: s.freqRank,
      };
      return [hit];
    });
  }

  /** Forget cached results and summaries (after the content changed). */
  clearCache(): void {
    this.large.clear();
    this.summaries.clear();
  }

  close(): void {
    this.store.close();
  }
}
