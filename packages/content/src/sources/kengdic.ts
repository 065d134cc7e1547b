/**
 * Kengdic "ezcorean 6000" learner list (`../shared/data/ko/kengdic-ezcorean6000/ezcorean_6000.sql`,
 * MPL-2.0 or LGPL-2.0+): a PostgreSQL dump whose `COPY m_korean (wordid, word, syn, def, pos,
 * submitter, doe, wordsize, level, posn, hanja)` block holds one tab-separated row per word sense.
 * Levels: A (most basic) to C, D = place names. Hanja are written one character per `\n`, with a
 * trailing `-` when the word is the hanja plus a native ending (發達- = 발달하다). Glosses are noisy.
 */
import { readFileSync } from 'node:fs';

export type KengdicLevel = 'A' | 'B' | 'C' | 'D';

export interface KengdicWord {
  /** The Hangul word as listed (dictionary form: 가다, 경제, 발달하다). */
  hangul: string;
  /** Hanja of the Sino-Korean part (經濟 for 경제, 發達 for 발달하다), or null. */
  hanja: string | null;
  /** English gloss as written upstream (often noisy). */
  gloss: string;
  /** Learner level, A most basic; null when absent. */
  level: KengdicLevel | null;
  /** Upstream part-of-speech code (1 noun, 2 verb, 3 adverb, 4 adjective, 7 proper noun…) or ''. */
  posCode: string;
  /** Upstream usage hint (`밥을 ~`), or ''. */
  usage: string;
}

const NULL = '\\N';

function field(s: string | undefined): string {
  const v = (s ?? '').trim();
  return v === NULL ? '' : v;
}

/** `經\n濟\n` (literal backslash-n) → 經濟; `發\n達\n-` → 發達; anything not all CJK → null. */
export function parseKengdicHanja(raw: string): string | null {
  const h = field(raw).replace(/\\n/g, '').replace(/-$/, '').trim();
  return h && /^[\u3400-\u9fff\uf900-\ufaff]+$/.test(h) ? h : null;
}

export function parseKengdic(text: string): KengdicWord[] {
  const out: KengdicWord[] = [];
  let inCopy = false;
  for (const line of text.split(/\r?\n/)) {
    if (!inCopy) {
      if (line.startsWith('COPY m_korean')) inCopy = true;
      continue;
    }
    if (line === '\\.') break;
    const c = line.split('\t');
    if (c.length < 11) continue;
    const hangul = field(c[1]).replace(/\s*\(.*\)\s*$/, '');
    const gloss = field(c[3]);
    if (!/^[\uac00-\ud7a3 ]+$/.test(hangul) || !gloss) continue;
    const lv = field(c[8]);
    out.push({
      hangul,
      hanja: parseKengdicHanja(c[10] ?? ''),
      gloss,
      level: lv === 'A' || lv === 'B' || lv === 'C' || lv === 'D' ? lv : null,
      posCode: field(c[4]),
      usage: field(c[2]),
    });
  }
  return out;
}

/** Reads the SQL dump: one record per row (a word with several senses has several rows). */
export function readKengdic(path: string): KengdicWord[] {
  return parseKengdic(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
}
