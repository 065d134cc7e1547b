/**
 * Sentence search over the index (indexer.ts). The query goes through the same segmentation and
 * dictionary linking as the sentences (`textTermsOf`), so 银行 finds 我在银行工作 and 食べる finds
 * 食べた; every word of the query must occur (AND). Plan, per query:
 * 1. words of the sentence: the rarest term drives (its postings in sentence order from the
 *    primary key), the others are point lookups (EXISTS on (term, sentence)), and the book view rule
 *    (books/policy.ts) filters book sentences — a private book's sentences only for its owner;
 * 2. when that finds fewer than asked: words of the translation (the query segmented as the script
 *    it is written in), so "apple" finds Chinese sentences translated with "apple";
 * 3. still fewer, for Chinese, Japanese and Korean: the query as a substring (`like`), for a
 *    character or two inside a longer word (银 in 银行) and segmentation mismatches.
 * Candidates are ranked in JS: the query as written inside the sentence first, then shorter
 * sentences; the same text from a book and from an example is kept once (the book's).
 */
import { type Lang, MAX_SENTENCE_QUERY, type SentenceHit } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { BookActor } from '../books/policy.js';
import { type Nlp, storedForm } from '../../nlp/types.js';
import { textTermsOf } from './indexer.js';
import { type SentenceRow, sentencesRepo } from './repo.js';
import { normalizeWord, SUBSTRING_LANGS, scriptLang, translationTerm } from './terms.js';

/** Candidates read per step before ranking (the limit is at most 50). */
const CANDIDATES = 120;
/** Postings counted per term to pick the rarest (a cap, not a total). */
const DF_CAP = 5000;

export function checkQuery(q: string): string {
  const query = q.normalize('NFKC').replace(/\s+/gu, ' ').trim();
  if (!query) throw new AppError('sentences.queryEmpty', 422);
  if ([...query].length > MAX_SENTENCE_QUERY) throw new AppError('sentences.queryTooLong', 422, { max: MAX_SENTENCE_QUERY });
  return query;
}

/** Sentences holding every term, visible to the actor, in index order; the rarest term drives. */
async function matchAll(db: Kysely<DB>, actor: BookActor, terms: readonly string[], limit: number): Promise<SentenceRow[]> {
  const unique = [...new Set(terms)];
  if (unique.length === 0) return [];
  const counts = await Promise.all(unique.map(async (t) => [t, await sentencesRepo.postingCount(db, t, DF_CAP)] as const));
  if (counts.some(([, n]) => n === 0)) return [];
  counts.sort((a, b) => a[1] - b[1]);
  const [drive, ...rest] = counts.map(([t]) => t);
  return sentencesRepo.matchAll(db, actor, drive as string, rest, limit);
}

/** Dictionary-form endings of Japanese verbs and i-adjectives (食べる, 書く, 高い). */
const JA_ENDING = /^(.*[\p{Script=Han}\p{Script=Hiragana}])[るうくぐすつぬぶむい]$/u;

/** What the substring step looks for: the query, and for a Japanese dictionary form its stem. */
export function substringNeedles(lang: Lang, query: string): string[] {
  const out = [query];
  const m = lang === 'ja' && !/\s/u.test(query) ? JA_ENDING.exec(query) : null;
  if (m?.[1] && [...m[1]].length >= 2 && [...query].length <= 8) out.push(m[1]);
  return out;
}

/** Every occurrence of `needle` in `hay`, case-insensitively (UTF-16 ranges). */
function occurrences(hay: string, needle: string): [number, number][] {
  const out: [number, number][] = [];
  const h = hay.toLowerCase();
  const n = needle.toLowerCase();
  if (!n || h.length !== hay.length) return out;
  for (let i = h.indexOf(n); i >= 0; i = h.indexOf(n, i + n.length)) out.push([i, i + n.length]);
  return out;
}

function merge(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

export interface SearchInput {
  actor: BookActor;
  q: string;
  lang: Lang;
  limit: number;
  uiLang: string;
}

export async function searchSentences(db: Kysely<DB>, nlp: Nlp, input: SearchInput): Promise<SentenceHit[]> {
  const { actor, lang, limit } = input;
  const query = checkQuery(input.q);
  const found = new Map<number, { row: SentenceRow; matchedIn: 'text' | 'translation' }>();
  const add = (rows: SentenceRow[], matchedIn: 'text' | 'translation') => {
    for (const row of rows) if (!found.has(row.id)) found.set(row.id, { row, matchedIn });
  };

  // 1. The sentence's own words.
  const [queryTerms = []] = await textTermsOf(db, lang, [await nlp.tokenize(lang, query)]);
  add(await matchAll(db, actor, queryTerms, CANDIDATES), 'text');

  // 2. Its translation's words, the query segmented as the language its script says.
  const trLang = scriptLang(query);
  const trWords = new Set<string>();
  if (found.size < limit) {
    for (const t of await nlp.tokenize(trLang, query)) if (t.word) trWords.add(normalizeWord(trLang, storedForm(t)));
    add(
      await matchAll(
        db,
        actor,
        [...trWords].map((w) => translationTerm(lang, w)),
        CANDIDATES,
      ),
      'translation',
    );
  }

  // 3. A substring of a Chinese, Japanese or Korean sentence (and a Japanese verb or adjective's
  // stem: 食べる → 食べ, which finds 食べた whatever the segmenter made of it).
  // It scans the language's sentences, so it runs only where words cannot do: nothing found, a query
  // of one or two characters, or a Japanese word in its dictionary form.
  const needles = substringNeedles(lang, query);
  const short = [...query].length <= 2 || needles.length > 1;
  if (found.size < limit && SUBSTRING_LANGS.has(lang) && (found.size === 0 || short)) {
    for (const needle of needles) {
      if (found.size >= limit) break;
      add(await sentencesRepo.substring(db, actor, lang, needle, CANDIDATES), 'text');
    }
  }

  // Rank: the query as written inside the text, then matched in the text, then shorter; one per text.
  const needle = query.toLowerCase();
  const ranked = [...found.values()].sort((a, b) => {
    const ca = a.row.text.toLowerCase().includes(needle) ? 0 : 1;
    const cb = b.row.text.toLowerCase().includes(needle) ? 0 : 1;
    if (ca !== cb) return ca - cb;
    if (a.matchedIn !== b.matchedIn) return a.matchedIn === 'text' ? -1 : 1;
    return a.row.text.length - b.row.text.length || a.row.id - b.row.id;
  });
  const seenText = new Map<string, number>();
  const picked: { row: SentenceRow; matchedIn: 'text' | 'translation' }[] = [];
  for (const hit of ranked) {
    // One per sentence: the same words with other punctuation or spacing are the same sentence.
    const key = hit.row.text.toLowerCase().replace(/[\p{P}\p{S}\s]+/gu, '');
    const at = seenText.get(key);
    if (at !== undefined) {
      // Same sentence from a book and an example: keep the book's (it has its own memory card).
      const prev = picked[at];
      if (prev && prev.row.source !== 'book' && hit.row.source === 'book') picked[at] = hit;
      continue;
    }
    if (picked.length >= limit) continue;
    seenText.set(key, picked.length);
    picked.push(hit);
  }
  return present(db, nlp, picked, {
    lang,
    needles: SUBSTRING_LANGS.has(lang) ? substringNeedles(lang, query) : [query],
    queryTerms: new Set(queryTerms),
    trLang,
    trWords,
    uiLang: input.uiLang,
  });
}

async function present(
  db: Kysely<DB>,
  nlp: Nlp,
  picked: { row: SentenceRow; matchedIn: 'text' | 'translation' }[],
  ctx: { lang: Lang; needles: string[]; queryTerms: Set<string>; trLang: Lang; trWords: Set<string>; uiLang: string },
): Promise<SentenceHit[]> {
  if (picked.length === 0) return [];
  const texts = picked.map((p) => p.row.text);
  const tokenLists = await nlp.tokenizeMany(ctx.lang, texts);
  const terms = await textTermsOf(db, ctx.lang, tokenLists);
  const trTokens = await nlp.tokenizeMany(
    ctx.trLang,
    picked.map((p) => p.row.translation ?? ''),
  );

  const bookIds = [...new Set(picked.map((p) => p.row.book_id).filter((id): id is number => id !== null))];
  const entryIds = [...new Set(picked.map((p) => p.row.entry_id).filter((id): id is number => id !== null))];
  const books = bookIds.length ? await sentencesRepo.bookTitles(db, bookIds) : [];
  const entries = entryIds.length ? await sentencesRepo.headwords(db, entryIds) : [];
  const titleOf = new Map(books.map((b) => [b.id, pickTitle(b.titles, ctx.uiLang)]));
  const headwordOf = new Map(entries.map((e) => [e.id, e.headword]));

  return picked.map(({ row, matchedIn }, i) => {
    const highlights: [number, number][] = ctx.needles.flatMap((n) => occurrences(row.text, n));
    const words = (tokenLists[i] ?? []).filter((t) => t.word);
    words.forEach((t, k) => {
      const term = terms[i]?.[k];
      if (term && ctx.queryTerms.has(term)) highlights.push([t.start, t.end]);
    });
    const trHighlights: [number, number][] = [];
    if (row.translation && matchedIn === 'translation') {
      for (const t of trTokens[i] ?? [])
        if (t.word && ctx.trWords.has(normalizeWord(ctx.trLang, storedForm(t)))) trHighlights.push([t.start, t.end]);
    }
    return {
      id: row.skey,
      text: row.text,
      translation: row.translation,
      lang: row.lang as Lang,
      bookId: row.book_id,
      bookTitle: row.book_id === null ? null : (titleOf.get(row.book_id) ?? null),
      entryId: row.entry_id,
      headword: row.entry_id === null ? null : (headwordOf.get(row.entry_id) ?? null),
      source: row.source === 'book' ? 'book' : 'example',
      matchedIn,
      highlights: merge(highlights),
      translationHighlights: merge(trHighlights),
    };
  });
}

/** A book's title in the UI language, else Chinese, English or the first one. */
export function pickTitle(titles: string, uiLang: string): string | null {
  try {
    const t = JSON.parse(titles) as Record<string, string>;
    return t[uiLang] ?? t.zh ?? t.en ?? Object.values(t)[0] ?? null;
  } catch {
    return null;
  }
}
