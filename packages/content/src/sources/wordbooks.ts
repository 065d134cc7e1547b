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
    const raw = (m[1] ?? '').replace(/\.$/, '');
    const p = normalizePos(raw)[0] ?? raw;
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

/** Part-of-speech labels as the books write them (`n&a`, `vt&vi`, `modal verb`, `"n`) → clean labels. */
const POS_ALIASES: Record<string, string> = {
  n: 'n',
  v: 'v',
  vt: 'vt',
  vi: 'vi',
  adj: 'adj',
  a: 'adj',
  adv: 'adv',
  ad: 'adv',
  prep: 'prep',
  conj: 'conj',
  conjunction: 'conj',
  pron: 'pron',
  num: 'num',
  art: 'art',
  article: 'art',
  int: 'int',
  interj: 'int',
  inter: 'int',
  interjection: 'int',
  aux: 'aux',
  auxiliary: 'aux',
  modal: 'modal',
  abbr: 'abbr',
  det: 'det',
  determiner: 'det',
};

/** `n&a` → [n, adj]; `modal verb` → [modal]; `v aux` → [aux]; unknown text (`sth在缺少`) → []. */
export function normalizePos(type: string): string[] {
  const t = type
    .toLowerCase()
    .replace(/["'.]/g, '')
    .replace(/\b(auxiliary|modal) verb\b|\bv aux\b/g, (m) => (m.startsWith('modal') ? 'modal' : 'aux'))
    .replace(/indefinite article|definite article/g, 'art');
  const out: string[] = [];
  for (const part of t.split(/[&/,\s]+/)) {
    const p = POS_ALIASES[part];
    if (p && !out.includes(p)) out.push(p);
  }
  return out;
}

/** Word-class family of a label, to compare a phonetic's `(for v.)` with a word's main part of speech. */
const family = (p: string): string => (p === 'vt' || p === 'vi' ? 'v' : p);

/**
 * Cleans a phonetic: drops surrounding slashes/brackets, picks one variant and removes the labels
 * the books leave in (`(for v.) dɪˈzɜːt; (for n.) ˈdezət`, `(also)`, `(occas.)`, `(canadian)`).
 * With `mainPos` the variant labelled for that part of speech wins (desert as a noun → ˈdezət);
 * otherwise the first unlabelled one. A few books write `3` for `e` (`ək's3pt`).
 */
export function cleanPhonetic(v: unknown, mainPos?: string): string | null {
  const raw = str(v)
    .replace(/[\u200b\u200c\u200d]/g, '')
    .replace(/^[/[]+|[/\]]+$/g, '');
  const variants = raw
    .split(/[;；，]|,\s+/)
    .map((x) => {
      const label = /\(for ([^)]*)\)/.exec(x)?.[1] ?? null;
      const text = x
        .replace(/\((?:for|also|occas|canadian|read|as)\b[^)]*\)/gi, '')
        .replace(/\s+/g, ' ')
        .trim();
      return { label: label ? normalizePos(label.replace(/\bn\b/g, 'n ').replace(/\badj\b/g, 'adj ')) : null, text };
    })
    .filter((x) => x.text && !/^-|-$/.test(x.text) && !/[a-z]{3,}\./i.test(x.text));
  const want = mainPos ? family(mainPos) : null;
  const pick =
    (want ? variants.find((x) => x.label?.some((l) => family(l) === want)) : undefined) ??
    variants.find((x) => x.label === null) ??
    variants[0];
  const s = pick?.text.replace(/3/g, 'e') ?? '';
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
      // `v&vi是，在` : a label left glued to the meaning.
      const tr = str(t.translation).replace(/^([a-z&]+)\.?\s*(?=[\u3400-\u9fff])/, (m, l: string) =>
        l.split('&').every((x) => POS_ALIASES[x]) ? '' : m,
      );
      const labels = normalizePos(str(t.type));
      for (const p of labels) if (!pos.includes(p)) pos.push(p);
      if (tr) meanings.push(labels.length ? `${labels.join('/')}. ${tr}` : tr);
    }
    out.push({
      word,
      us: cleanPhonetic(r.us, pos[0]),
      uk: cleanPhonetic(r.uk, pos[0]),
      meanings,
      pos,
      phrases: (r.phrases ?? []).map((p) => ({ phrase: str(p.phrase), translation: str(p.translation) })).filter((p) => p.phrase),
      sentences: (r.sentences ?? []).map((s) => ({ sentence: str(s.sentence), translation: str(s.translation) })).filter((s) => s.sentence),
    });
  }
  return out;
}
