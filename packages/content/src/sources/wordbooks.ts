/**
 * Parser for the English word lists for Chinese learners (github.com/KyleBing/english-vocabulary):
 * `lists/*.txt` (`word<TAB>meaning`) and the JSON books / parts with phonetics, phrases and sentences.
 */

export interface WordbookWord {
  word: string;
  us: string | null;
  uk: string | null;
  /** Chinese meanings, one per part of speech, e.g. `n. 银行；堤`. */
  meanings: string[];
  pos: string[];
  phrases: { phrase: string; translation: string }[];
  sentences: { sentence: string; translation: string }[];
}

const POS_MARK = /(?:^|\s)((?:n|v|vt|vi|adj|adv|prep|conj|pron|num|art|int|interj|aux|abbr|det|modal)\.)\s*/g;

/** Splits `n. 组；团体 adj. 群的 v. 聚合` into one meaning per part of speech. */
export function splitPosMeaning(text: string): { meanings: string[]; pos: string[] } {
  const t = text.trim();
  const marks = [...t.matchAll(POS_MARK)];
  if (marks.length === 0) return { meanings: t ? [t] : [], pos: [] };
  const meanings: string[] = [];
  const pos: string[] = [];
  const head = t.slice(0, marks[0]?.index ?? 0).trim();
  if (head) meanings.push(head);
  marks.forEach((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = marks[i + 1]?.index ?? t.length;
    const body = t.slice(start, end).trim();
    const p = (m[1] ?? '').replace(/\.$/, '');
    if (!pos.includes(p)) pos.push(p);
    if (body) meanings.push(`${p}. ${body}`);
  });
  return { meanings, pos };
}

/** One `word<TAB>meaning` line of a list file. */
export function parseListLine(line: string): WordbookWord | null {
  const tab = line.indexOf('\t');
  if (tab <= 0) return null;
  const word = line.slice(0, tab).trim();
  if (!word) return null;
  const { meanings, pos } = splitPosMeaning(line.slice(tab + 1));
  return { word, us: null, uk: null, meanings, pos, phrases: [], sentences: [] };
}

/** A whole list; a word listed on several lines gets the meanings of all of them. */
export function parseList(text: string): WordbookWord[] {
  const byWord = new Map<string, WordbookWord>();
  for (const line of text.split(/\r?\n/)) {
    const w = parseListLine(line);
    if (!w) continue;
    const have = byWord.get(w.word);
    if (!have) {
      byWord.set(w.word, w);
      continue;
    }
    for (const m of w.meanings) if (!have.meanings.includes(m)) have.meanings.push(m);
    for (const p of w.pos) if (!have.pos.includes(p)) have.pos.push(p);
  }
  return [...byWord.values()];
}

interface RawJsonWord {
  word?: unknown;
  us?: unknown;
  uk?: unknown;
  translations?: { translation?: unknown; type?: unknown }[];
  phrases?: { phrase?: unknown; translation?: unknown }[];
  sentences?: { sentence?: unknown; translation?: unknown }[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Cleans a phonetic: drops surrounding slashes/brackets and keeps the first variant. */
export function cleanPhonetic(v: unknown): string | null {
  const s =
    str(v)
      .replace(/^[/[]+|[/\]]+$/g, '')
      .split(';')[0]
      ?.trim() ?? '';
  return s || null;
}

/** The JSON form (a book or a part): an array of words. */
export function parseJsonBook(text: string): WordbookWord[] {
  const raw = JSON.parse(text) as RawJsonWord[];
  const out: WordbookWord[] = [];
  for (const r of raw) {
    const word = str(r.word);
    if (!word) continue;
    const meanings: string[] = [];
    const pos: string[] = [];
    for (const t of r.translations ?? []) {
      const tr = str(t.translation);
      const type = str(t.type);
      if (type && !pos.includes(type)) pos.push(type);
      if (tr) meanings.push(type ? `${type}. ${tr}` : tr);
    }
    out.push({
      word,
      us: cleanPhonetic(r.us),
      uk: cleanPhonetic(r.uk),
      meanings,
      pos,
      phrases: (r.phrases ?? []).map((p) => ({ phrase: str(p.phrase), translation: str(p.translation) })).filter((p) => p.phrase),
      sentences: (r.sentences ?? []).map((s) => ({ sentence: str(s.sentence), translation: str(s.translation) })).filter((s) => s.sentence),
    });
  }
  return out;
}
