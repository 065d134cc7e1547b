/**
 * StarDict dictionaries (the Wiktionary extracts in `../shared/data/wiktionary/<lang>/`): `.ifo`
 * (header), `.idx` (headword NUL, 32-bit offset, 32-bit size, big-endian), `.dict.dz` (gzip
 * compatible) and, where present, `.syn` (synonym NUL, 32-bit index into `.idx`; gzipped for Korean).
 * Entries are small HTML: `<i>pos</i><br><ol><li>gloss</li>…</ol>`, one block per part of speech.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface StarDictEntry {
  headword: string;
  /** The raw HTML article. */
  html: string;
}

export interface StarDict {
  entries: StarDictEntry[];
  /** Synonyms (inflected forms, alternative spellings) → indexes into `entries`. */
  synonyms: Map<string, number[]>;
}

function maybeGunzip(buf: Buffer): Buffer {
  return buf[0] === 0x1f && buf[1] === 0x8b ? gunzipSync(buf) : buf;
}

/** Reads `<base>.idx`, `<base>.dict.dz` and, when given, the `.syn` file (plain or gzipped). */
export function readStarDict(idxPath: string, dictPath: string, synPath?: string): StarDict {
  const idx = readFileSync(idxPath);
  const dict = maybeGunzip(readFileSync(dictPath));
  const entries: StarDictEntry[] = [];
  let p = 0;
  while (p < idx.length) {
    const end = idx.indexOf(0, p);
    if (end < 0) break;
    const headword = idx.toString('utf8', p, end);
    const offset = idx.readUInt32BE(end + 1);
    const size = idx.readUInt32BE(end + 5);
    entries.push({ headword, html: dict.toString('utf8', offset, offset + size) });
    p = end + 9;
  }
  const synonyms = new Map<string, number[]>();
  if (synPath) {
    const syn = maybeGunzip(readFileSync(synPath));
    let q = 0;
    while (q < syn.length) {
      const end = syn.indexOf(0, q);
      if (end < 0) break;
      const word = syn.toString('utf8', q, end);
      const i = syn.readUInt32BE(end + 1);
      const list = synonyms.get(word);
      if (list) list.push(i);
      else synonyms.set(word, [i]);
      q = end + 5;
    }
  }
  return { entries, synonyms };
}

export interface StarDictSense {
  /** Part of speech as written (`noun`, `verb`, `adj`, `phrase`…), or '' when none. */
  pos: string;
  glosses: string[];
}

const decode = (s: string): string =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** An article's blocks: part of speech and its glosses (HTML removed), in article order. */
export function parseStarDictHtml(html: string): StarDictSense[] {
  const out: StarDictSense[] = [];
  const re = /(?:<i>([^<]*)<\/i>(?:<br\s*\/?>)*)?<ol>([\s\S]*?)<\/ol>/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const glosses = [...(m[2] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)].map((g) => decode(g[1] ?? '')).filter(Boolean);
    if (glosses.length > 0) out.push({ pos: decode(m[1] ?? ''), glosses });
  }
  return out;
}
