/**
 * The quick tools: sentence analysis (nlp tokens linked to the dictionary), the reduced grammar
 * tree (grammar.ts) and word basics from the built dictionary (roots for English, characters for
 * Chinese and Japanese, hanja for Korean). Reads only: nothing is written.
 */
import { ANALYZE_MAX_CHARS, type GrammarAnalysis, type Lang, type SentenceAnalysis, type WordBasics } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { linkTokens, type Nlp, type Token } from '../../nlp/index.js';
import { glossOf, parseMeanings } from '../dict/presenter.js';
import { type CharTable, charParts } from './char-table.js';
import { grammarTree } from './grammar.js';
import { type EntryLite, entriesByIds, entriesContaining, entryByHeadword } from './repo.js';

/** Refuses empty and over-long text before any analysis. */
export function checkText(text: string): string {
  if (text.length > ANALYZE_MAX_CHARS) throw new AppError('analyze.textTooLong', 413, { max: ANALYZE_MAX_CHARS });
  const trimmed = text.trim();
  if (!trimmed) throw new AppError('analyze.textEmpty', 422);
  return text;
}

const strings = (text: string): string[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** Dictionary entries' part of speech names (content build) → the small tag set. */
const DICT_POS: Record<string, string> = {
  n: 'noun',
  noun: 'noun',
  v: 'verb',
  verb: 'verb',
  vt: 'verb',
  vi: 'verb',
  adj: 'adj',
  a: 'adj',
  adjective: 'adj',
  adv: 'adv',
  adverb: 'adv',
  pron: 'pron',
  pronoun: 'pron',
  prep: 'adp',
  conj: 'conj',
  interj: 'intj',
  num: 'num',
  det: 'det',
  article: 'det',
};

type Linked = Token & { entryId?: number; entry?: EntryLite };

async function linked(db: Executor, nlp: Nlp, lang: Lang, text: string): Promise<Linked[]> {
  const tokens = await nlp.tokenize(lang, text);
  const ids = await linkTokens(db, lang, tokens);
  const entries = await entriesByIds(
    db,
    ids.filter((x): x is number => x !== null),
  );
  return tokens.map((t, i) => {
    const id = ids[i];
    if (id == null) return t;
    return { ...t, entryId: id, entry: entries.get(id) };
  });
}

/**
 * Tokens linked to the dictionary: the lemma becomes the entry's headword (what the learner sees
 * on tapping; Chinese keeps the word), and the Spanish and Korean open-class guesses give way to
 * the entry's part of speech.
 */
async function refined(db: Executor, nlp: Nlp, lang: Lang, text: string): Promise<(Linked & { meaningsText?: string })[]> {
  const tokens = await linked(db, nlp, lang, text);
  return tokens.map((t) => {
    if (!t.entry) return t;
    let pos = t.pos;
    if ((lang === 'es' || lang === 'ko') && ['guess', 'word', 'stem'].includes(t.tag ?? '')) {
      const first = strings(t.entry.pos)[0]?.toLowerCase().replace(/\.$/, '');
      pos = (first && DICT_POS[first]) || t.pos;
    }
    return { ...t, pos, lemma: lang === 'zh' ? t.lemma : t.entry.headword };
  });
}

export async function analyzeSentence(db: Executor, nlp: Nlp, lang: Lang, text: string, uiLang: string): Promise<SentenceAnalysis> {
  checkText(text);
  const tokens = await refined(db, nlp, lang, text);
  const out: SentenceAnalysis['tokens'] = tokens.map((t) => {
    const token: SentenceAnalysis['tokens'][number] = {
      text: t.text,
      lemma: t.lemma,
      pos: t.pos,
      start: t.start,
      end: t.end,
      word: t.word,
    };
    if (t.reading) token.reading = t.reading;
    if (t.tag) token.tag = t.tag;
    if (t.parts) token.parts = t.parts;
    if (t.entryId !== undefined) token.entryId = t.entryId;
    if (t.entry) {
      const gloss = glossOf(parseMeanings(t.entry.meanings), uiLang);
      if (gloss) token.meaning = gloss;
    }
    return token;
  });
  return { lang, tokens: out };
}

export async function analyzeGrammar(db: Executor, nlp: Nlp, lang: Lang, text: string): Promise<GrammarAnalysis> {
  checkText(text);
  const tokens = await refined(db, nlp, lang, text);
  return { lang, method: 'reduced', tree: grammarTree(lang, text, tokens) };
}

// ---------------------------------------------------------------- word basics

const FAMILY = 12;
const CHAR_WORDS = 6;

/** `re- (prefix, Latin): again; back` → its parts. */
export function parseRoot(text: string): { root: string; kind?: string; meaning?: string } {
  const m = /^(.+?)(?: \(([^)]*)\))?(?:: (.*))?$/s.exec(text.trim());
  const root = (m?.[1] ?? text).trim();
  const kind = m?.[2]?.split(',')[0]?.trim();
  const meaning = m?.[3]?.trim();
  return { root, ...(kind ? { kind } : {}), ...(meaning ? { meaning } : {}) };
}

/** KANJIDIC line the Japanese build puts in a kanji entry's roots: `語: on ゴ; kun かた.る、かた.らう; grade 2`. */
export function parseKanjiLine(line: string): { char: string; on: string[]; kun: string[]; grade?: number } | null {
  const m = /^(.): on (.*?); kun (.*?)(?:; grade (\d+))?$/su.exec(line);
  if (!m) return null;
  const list = (s: string | undefined) => (s && s !== '-' ? s.split('、').filter(Boolean) : []);
  return { char: m[1] as string, on: list(m[2]), kun: list(m[3]), ...(m[4] ? { grade: Number(m[4]) } : {}) };
}

const HAN = /\p{Script=Han}/u;

async function findEntry(db: Executor, lang: Lang, word: string): Promise<EntryLite | null> {
  const token: Token = { text: word, start: 0, end: word.length, word: true, lemma: word.toLowerCase(), pos: 'x' };
  const [id] = await linkTokens(db, lang, [token]);
  if (id == null) return null;
  return (await entriesByIds(db, [id])).get(id) ?? null;
}

function meaningList(e: EntryLite | null, uiLang: string): string[] {
  if (!e) return [];
  const m = parseMeanings(e.meanings);
  for (const l of [uiLang, 'en', 'zh']) if (m[l]?.length) return (m[l] as string[]).map((s) => s.replace(/^\(kanji\)\s*/, '')).slice(0, 3);
  return [];
}

/** Tone-marked syllables of a Chinese reading (`yín háng` → [yín, háng]). */
const syllables = (reading: string | null | undefined): string[] => (reading ? reading.trim().split(/\s+/) : []);

/**
 * A character of a zh/ja word: its own entry (reading, meanings, KANJIDIC line) and common words
 * containing it. Chinese: the reading is the one the character has in this word (行 in 银行 is
 * háng), words with the same reading of it come first, and proper names (capitalized pinyin) are
 * left out.
 */
async function charInfo(
  db: Executor,
  lang: Lang,
  ch: string,
  uiLang: string,
  table: CharTable | null,
  exceptId?: number,
  inWord?: string,
): Promise<WordBasics['chars'][number]> {
  const e = await entryByHeadword(db, lang, ch);
  const pool = await entriesContaining(db, lang, 'headword', ch, lang === 'zh' ? 40 : CHAR_WORDS + 1, e?.id);
  let words = pool.filter((w) => w.id !== exceptId && w.headword !== ch);
  if (lang === 'zh') {
    words = words.filter((w) => !/^\p{Lu}/u.test(w.reading ?? ''));
    if (inWord) {
      const same = (w: (typeof words)[number]) => syllables(w.reading)[[...w.headword].indexOf(ch)]?.toLowerCase() === inWord.toLowerCase();
      words = [...words.filter(same), ...words.filter((w) => !same(w))];
    }
  }
  const out: WordBasics['chars'][number] = {
    char: ch,
    meanings: meaningList(e, uiLang),
    words: words.slice(0, CHAR_WORDS).map((w) => ({ entryId: w.id, headword: w.headword, ...(w.reading ? { reading: w.reading } : {}) })),
    ...charParts(table, ch, lang, uiLang),
  };
  if (e) out.entryId = e.id;
  if (lang === 'zh' && (inWord || e?.reading)) out.reading = inWord ?? (e?.reading as string);
  if (lang === 'ja' && e) {
    const k = strings(e.roots)
      .map(parseKanjiLine)
      .find((x) => x?.char === ch);
    if (k) {
      out.on = k.on;
      out.kun = k.kun;
      if (k.grade !== undefined) out.grade = k.grade;
    }
  }
  return out;
}

/** `table`: the character table (radicals, strokes, components), null when the content has none. */
export async function wordBasics(
  db: Executor,
  lang: Lang,
  word: string,
  uiLang: string,
  table: CharTable | null = null,
): Promise<WordBasics> {
  const entry = await findEntry(db, lang, word);
  const out: WordBasics = { word, lang, roots: [], chars: [], known: false };
  if (entry) {
    out.entryId = entry.id;
    out.headword = entry.headword;
    if (entry.reading) out.reading = entry.reading;
    const gloss = glossOf(parseMeanings(entry.meanings), uiLang);
    if (gloss) out.meaning = gloss;
  }
  const base = entry?.headword ?? word;
  if (lang === 'en' && entry) {
    for (const text of strings(entry.roots)) {
      const r = parseRoot(text);
      // Entries built on the same root: their roots column holds the same formatted line.
      const family = await entriesContaining(db, 'en', 'roots', JSON.stringify(text).slice(0, -1), FAMILY, entry.id);
      out.roots.push({ text, ...r, family: family.map((f) => ({ entryId: f.id, headword: f.headword })) });
    }
  } else if (lang === 'zh' || lang === 'ja') {
    const all = [...base];
    // Chinese: the word's own reading, one syllable per character, when it lines up.
    const sy = lang === 'zh' && entry?.headword === base && all.every((c) => HAN.test(c)) ? syllables(entry.reading) : [];
    const inWord = (i: number) => (sy.length === all.length ? sy[i] : undefined);
    const seen = new Set<string>();
    for (const [i, c] of all.entries()) {
      if (!HAN.test(c) || seen.has(c) || seen.size >= 8) continue;
      seen.add(c);
      out.chars.push(await charInfo(db, lang, c, uiLang, table, entry?.id, inWord(i)));
    }
  } else if (lang === 'ko' && entry) {
    const hanja = strings(entry.forms).find((f) => [...f].every((c) => HAN.test(c)));
    if (hanja) {
      out.hanja = hanja;
      const syllables = [...entry.headword];
      const chars = [...hanja];
      for (const [i, c] of chars.entries()) {
        // Meaning from the Chinese dictionary (the character, or its simplified entry through the keys).
        const zh = (await entryByHeadword(db, 'zh', c)) ?? (await findEntry(db, 'zh', c));
        const words = await entriesContaining(db, 'ko', 'forms', c, CHAR_WORDS, entry.id);
        const info: WordBasics['chars'][number] = {
          char: c,
          meanings: meaningList(zh, uiLang),
          words: words.map((w) => ({ entryId: w.id, headword: w.headword })),
          ...charParts(table, c, lang, uiLang),
        };
        if (chars.length === syllables.length || i < syllables.length) info.reading = syllables[i];
        out.chars.push(info);
      }
    }
  }
  out.known =
    out.roots.length > 0 ||
    out.chars.some((c) => c.meanings.length > 0 || c.words.length > 0 || c.on?.length || c.radical) ||
    out.hanja !== undefined;
  return out;
}
