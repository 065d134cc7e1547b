/**
 * EDICT (Debian `edict`, EUC-JP): `KANJI [KANA] /(pos) (1) gloss/gloss/(P)/`, one headword/reading
 * pair a line. Lines with the same headword are merged by the builder.
 */

export interface EdictLine {
  headword: string;
  reading: string | null;
  pos: string[];
  /** One string per sense: glosses joined with `; `. */
  senses: string[];
  common: boolean;
}

const POS_CODES =
  /^(n|v|adj|adv|exp|int|conj|prt|pn|pref|suf|ctr|num|aux|cop|unc|vs|vk|vz|vi|vt|vn|vr|adj-[a-z]+|v[0-9][a-z-]*|n-[a-z]+|aux-[a-z]+|vs-[a-z]+)$/;
const COARSE: [RegExp, string][] = [
  [/^n(-|$)/, 'n'],
  [/^pn$/, 'pron'],
  [/^v/, 'v'],
  [/^adj/, 'adj'],
  [/^adv/, 'adv'],
  [/^exp$/, 'exp'],
  [/^int$/, 'int'],
  [/^conj$/, 'conj'],
  [/^prt$/, 'prt'],
  [/^pref$/, 'pref'],
  [/^suf$/, 'suf'],
  [/^ctr$/, 'ctr'],
  [/^num$/, 'num'],
  [/^aux/, 'aux'],
];

/** JMdict part-of-speech code → coarse label (`v5r` → v, `adj-i` → adj); null for other codes. */
export function coarsePos(code: string): string | null {
  return POS_CODES.test(code) ? coarse(code) : null;
}

function coarse(code: string): string | null {
  if (code === 'vi' || code === 'vt') return null;
  for (const [re, label] of COARSE) if (re.test(code)) return label;
  return null;
}

/** Removes leading `(v5k-s,vi) (1) (uk)` tags; returns the codes seen. */
function stripTags(gloss: string, codes: string[]): string {
  let g = gloss.trim();
  for (;;) {
    const m = /^\(([^)]*)\)\s*/.exec(g);
    if (!m) break;
    const inner = m[1] ?? '';
    if (/^\d+$/.test(inner)) {
      g = g.slice(m[0].length);
      continue;
    }
    const parts = inner.split(',');
    if (!parts.every((p) => /^[a-zA-Z0-9-]+$/.test(p) && p.length <= 8)) break;
    for (const p of parts) if (POS_CODES.test(p)) codes.push(p);
    g = g.slice(m[0].length);
  }
  return g.trim();
}

export function parseEdictLine(line: string): EdictLine | null {
  const slash = line.indexOf(' /');
  if (slash <= 0 || line.startsWith('　？？？')) return null;
  const head = line.slice(0, slash).trim();
  const m = /^(\S+)(?:\s+\[([^\]]+)\])?$/.exec(head);
  if (!m?.[1]) return null;
  const parts = line
    .slice(slash + 2)
    .split('/')
    .filter((p) => p.trim() && !/^EntL/.test(p));
  let common = false;
  const senses: string[] = [];
  const codes: string[] = [];
  let cur: string[] = [];
  for (const raw of parts) {
    if (raw.trim() === '(P)') {
      common = true;
      continue;
    }
    const startsSense = /^(\([^)]*\)\s*)*\(\d+\)/.test(raw.trim());
    if (startsSense && cur.length) {
      senses.push(cur.join('; '));
      cur = [];
    }
    const g = stripTags(raw, codes);
    if (g) cur.push(g);
  }
  if (cur.length) senses.push(cur.join('; '));
  const pos: string[] = [];
  for (const c of codes) {
    const p = coarse(c);
    if (p && !pos.includes(p)) pos.push(p);
  }
  return { headword: m[1], reading: m[2] ?? null, pos, senses, common };
}

/** Katakana → hiragana (readings are keyed in hiragana). */
export function toHiragana(s: string): string {
  return s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

export function decodeEucJp(bytes: Uint8Array): string {
  return new TextDecoder('euc-jp').decode(bytes);
}
