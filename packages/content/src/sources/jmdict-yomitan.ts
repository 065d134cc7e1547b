/**
 * JMdict (English) in Yomitan term-bank form (`../shared/data/ja/jmdict-yomitan/JMdict_english/
 * term_bank_N.json.gz`). A row is `[term, reading, tags, rules, score, definitions, sequence,
 * termTags]`: one row per sense of each written form/reading pair (plus a `forms` row), where
 * `tags` starts with the sense number then part-of-speech and usage codes (`1 v5r vi uk`),
 * `score` orders the pairs of an entry by JMdict priority (common forms > 0, rare/irregular < 0)
 * and `termTags` carries the priority marks (⭐ common, `ichi`, `news12k`…). Rows are grouped
 * by sequence number into words: the best-scored pair gives the headword and its senses.
 */

export type TermRow = [string, string, string, string, number, unknown[], number, string];

export interface JmSense {
  /** Glosses of one sense, joined with `; `. */
  gloss: string;
  /** Part-of-speech and usage codes (`v5r`, `vi`, `uk`, `exp`, `arch`…). */
  tags: string[];
}

export interface JmWord {
  seq: number;
  headword: string;
  /** Readings, most common first (the headword's own reading first). */
  readings: string[];
  /** Other written forms of the word, most common first (kana forms excluded). */
  forms: string[];
  senses: JmSense[];
  /** Deinflection class of the headword (`v1`, `v5`, `vs`, `vk`, `adj-i`) or ''. */
  rules: string;
  /** Yomitan score of the best pair: > 0 for JMdict common words. */
  score: number;
  /** Newspaper frequency band in thousands (news1k → 1), 99 when none: orders ties in score. */
  news: number;
  /** Usually written in kana (`uk` on the first sense). */
  uk: boolean;
  /** JMdict common word (⭐ on its best pair). */
  common: boolean;
}

interface Node {
  tag?: string;
  content?: unknown;
  data?: { content?: string };
}

function textOf(n: unknown): string {
  if (typeof n === 'string') return n;
  if (Array.isArray(n)) return n.map(textOf).join('');
  if (n && typeof n === 'object') return textOf((n as Node).content);
  return '';
}

/** The `li` texts under the first node whose data.content is `kind`. */
function listOf(n: unknown, kind: string, out: string[]): boolean {
  if (Array.isArray(n)) {
    for (const x of n) if (listOf(x, kind, out)) return true;
    return false;
  }
  if (!n || typeof n !== 'object') return false;
  const node = n as Node;
  if (node.data?.content === kind) {
    const items: string[] = [];
    collectLi(node.content, items);
    if (items.length === 0) items.push(textOf(node.content));
    out.push(...items.map((s) => s.trim()).filter(Boolean));
    return true;
  }
  return listOf(node.content, kind, out);
}

function collectLi(n: unknown, out: string[]): void {
  if (Array.isArray(n)) for (const x of n) collectLi(x, out);
  else if (n && typeof n === 'object') {
    const node = n as Node;
    if (node.tag === 'li') out.push(textOf(node.content));
    else collectLi(node.content, out);
  }
}

/** English glosses of one row's definitions (plain strings or structured content). */
export function glossesOf(defs: unknown[]): string[] {
  const out: string[] = [];
  for (const d of defs) {
    if (typeof d === 'string') out.push(d.trim());
    else if (d && typeof d === 'object') {
      const content = (d as Node).content;
      if (!listOf(content, 'glossary', out)) listOf(content, 'infoGlossary', out);
    }
  }
  return out.filter(Boolean);
}

const KANA_ONLY = /^[\u3040-\u30ff・ー]+$/;

function newsBand(termTags: string): number {
  const m = /news(\d+)k/.exec(termTags);
  return m ? Number(m[1]) : 99;
}

interface Pair {
  term: string;
  reading: string;
  score: number;
  news: number;
  rules: string;
  common: boolean;
  rows: TermRow[];
}

/** Groups term-bank rows into words (one per JMdict sequence number). */
export function wordsFromRows(rows: Iterable<TermRow>): JmWord[] {
  const bySeq = new Map<number, Map<string, Pair>>();
  for (const r of rows) {
    const [term, reading, tags, rules, score, , seq, termTags] = r;
    let pairs = bySeq.get(seq);
    if (!pairs) {
      pairs = new Map();
      bySeq.set(seq, pairs);
    }
    const id = `${term}\t${reading || term}`;
    let p = pairs.get(id);
    if (!p) {
      p = { term, reading: reading || term, score, news: newsBand(termTags ?? ''), rules: '', common: false, rows: [] };
      pairs.set(id, p);
    }
    p.score = Math.max(p.score, score);
    p.common ||= (termTags ?? '').includes('⭐');
    if (tags !== 'forms') {
      p.rows.push(r);
      if (rules && !p.rules) p.rules = rules.split(' ')[0] ?? '';
    }
  }
  const words: JmWord[] = [];
  for (const [seq, pairs] of bySeq) {
    const ranked = [...pairs.values()].filter((p) => p.rows.length > 0).sort((a, b) => b.score - a.score || a.news - b.news);
    const best = ranked[0];
    if (!best) continue;
    const senses: JmSense[] = [];
    for (const r of best.rows) {
      const gloss = glossesOf(r[5]).join('; ');
      if (!gloss) continue;
      const tags = r[2].split(' ').filter((t) => t && !/^\d+$/.test(t));
      senses.push({ gloss, tags });
    }
    if (senses.length === 0) continue;
    const readings: string[] = [best.reading];
    const forms: string[] = [];
    for (const p of ranked) {
      if (!readings.includes(p.reading)) readings.push(p.reading);
      if (p.term !== best.term && !KANA_ONLY.test(p.term) && !forms.includes(p.term)) forms.push(p.term);
    }
    words.push({
      seq,
      headword: best.term,
      readings,
      forms,
      senses,
      rules: best.rules,
      score: best.score,
      news: Math.min(...ranked.map((p) => p.news)),
      uk: senses[0]?.tags.includes('uk') ?? false,
      common: best.common,
    });
  }
  return words;
}
