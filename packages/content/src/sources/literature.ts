/**
 * Public-domain novels for article books (`../shared/data/texts/`): Aozora Bunko texts (夏目漱石),
 * Project Gutenberg #2000 (Don Quijote) and 김유정 동백꽃. Each reader returns chapters of
 * paragraphs, with the markup, headers and licence boilerplate removed.
 */

export interface Chapter {
  /** Heading as printed (`一`, `Capítulo II`), or '' when the text has none. */
  title: string;
  /** Part of the work the chapter belongs to (`上　先生と私`, `Primera parte`), or ''. */
  part: string;
  paragraphs: string[];
}

/** Removes Aozora Bunko markup: ruby `《…》`, ruby starts `｜`, editor notes `［＃…］`, `※` marks. */
export function stripAozora(line: string): string {
  return line
    .replace(/《[^》]*》/g, '')
    .replace(/［＃[^］]*］/g, '')
    .replace(/[｜※]/g, '')
    .replace(/〔([^〕]*)〕/g, '$1')
    .trim();
}

const KANJI_NUMBER = /^[一二三四五六七八九十百]+$/;
/** Part headings of こころ: `上　先生と私`. */
const AOZORA_PART = /^[上中下]\u3000\S+/;

/**
 * An Aozora text: the notes block between the `-----` lines at the top and the colophon from `底本：`
 * are dropped; kanji numerals alone on a line start chapters; `上　…` lines start parts.
 */
export function parseAozora(text: string): Chapter[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rules = lines.flatMap((l, i) => (/^-{10,}$/.test(l.trim()) ? [i] : []));
  const start = rules.length >= 2 ? (rules[1] ?? 0) + 1 : 0;
  let end = lines.findIndex((l) => l.startsWith('底本：'));
  if (end < 0) end = lines.length;
  const chapters: Chapter[] = [];
  let part = '';
  let current: Chapter | null = null;
  for (const raw of lines.slice(start, end)) {
    const line = stripAozora(raw);
    if (!line) continue;
    if (AOZORA_PART.test(line) && line.length <= 20) {
      part = line;
      current = null;
    } else if (KANJI_NUMBER.test(line)) {
      current = { title: line, part, paragraphs: [] };
      chapters.push(current);
    } else if (current) {
      current.paragraphs.push(line);
    }
  }
  return chapters.filter((c) => c.paragraphs.length > 0);
}

/** Project Gutenberg text between the `*** START OF` and `*** END OF` lines. */
export function stripGutenberg(text: string): string {
  const t = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const s = /^\*\*\* ?START OF.*$/m.exec(t);
  const e = /^\*\*\* ?END OF.*$/m.exec(t);
  return t.slice(s ? s.index + s[0].length : 0, e ? e.index : t.length);
}

/**
 * Don Quijote (PG #2000): chapters start at `Capítulo …` lines (whose heading may run on to the
 * next line, up to the blank line); the second part begins at the second `Capítulo primero`.
 * Paragraphs are blank-line separated, their hard line breaks joined.
 */
export function parseQuijote(text: string): Chapter[] {
  const blocks = stripGutenberg(text)
    .split(/\n\s*\n/)
    .map((b) => b.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  const chapters: Chapter[] = [];
  let firsts = 0;
  let current: Chapter | null = null;
  for (const b of blocks) {
    const m = /^Capítulo\s+([^.]+)\.\s*(.*)$/i.exec(b);
    if (m) {
      if (/^primero$/i.test(m[1] ?? '')) firsts++;
      current = { title: `Capítulo ${m[1]}. ${m[2]}`.trim(), part: firsts <= 1 ? 'Primera parte' : 'Segunda parte', paragraphs: [] };
      chapters.push(current);
    } else if (current && !/^(?:Fin|FIN)\b/.test(b)) {
      current.paragraphs.push(b);
    }
  }
  return chapters.filter((c) => c.paragraphs.length > 0);
}

/** 동백꽃: a title line, the author line, then one paragraph a line (indented). One chapter. */
export function parseKoreanStory(text: string): Chapter[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const [title = '', , ...paragraphs] = lines;
  return paragraphs.length ? [{ title, part: '', paragraphs }] : [];
}

/**
 * Cuts a paragraph longer than `max` characters at sentence ends (。！？ or . ! ? followed by a
 * space) into pieces of at most `max` characters where possible; a single over-long sentence stays whole.
 */
export function splitLongParagraph(p: string, max: number): string[] {
  if (p.length <= max) return [p];
  const sentences = p.match(/[^。！？.!?]+(?:[。！？.!?]+[」』”"）)]*\s*|$)/g)?.filter((s) => s.length > 0) ?? [p];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur && (cur + s).trim().length > max) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/**
 * Splits Spanish prose into sentences: after . ! ? … (and a closing quote) when the next one starts
 * with a capital, ¿ ¡ « " or a dialogue dash. Dialogue dashes and surrounding quotes are kept.
 */
export function splitSpanishSentences(p: string): string[] {
  return p
    .split(/(?<=[.!?…][»"”]?)\s+(?=[¿¡«"“—]?\p{Lu})/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}
