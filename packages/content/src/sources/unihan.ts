/**
 * Unicode's Han data (Debian package `unicode-data`, /usr/share/unicode): the radical-stroke index
 * (`kRSUnicode`) and stroke counts (`kTotalStrokes`) of Unihan, the 214 Kangxi radicals and their
 * simplified forms (CJKRadicals.txt) and the radicals' English names (UnicodeData.txt). Word basics
 * shows a character's radical and strokes from these.
 */

export const UNICODE_DIR = '/usr/share/unicode';

/** A radical-stroke value: `85.5` is radical 85 (水) plus 5 strokes; `149'.7` uses the simplified form of radical 149 (讠). */
export interface RadicalStroke {
  radical: number;
  /** The simplified form of the radical (one `'`), or a non-Chinese simplified one (`''`, Unicode 15.1+). */
  simplified: boolean;
  residual: number;
}

/** `85.5` → {85, false, 5}; `149'.7` → {149, true, 7}; `120''.3` → {120, true, 3}; junk → null. */
export function parseRadicalStroke(value: string): RadicalStroke | null {
  const m = /^(\d{1,3})('{0,3})\.(-?\d{1,2})$/.exec(value.trim());
  if (!m) return null;
  const radical = Number(m[1]);
  if (radical < 1 || radical > 214) return null;
  return { radical, simplified: (m[2] ?? '').length > 0, residual: Number(m[3]) };
}

export interface UnihanChar {
  /** Every radical-stroke value, the first the primary one. */
  rs: RadicalStroke[];
  /** Total strokes; a second figure when the Japanese/traditional form counts differently. */
  strokes: number[];
}

/** `U+6CB3` → 河. */
export const fromCodePoint = (u: string): string => String.fromCodePoint(Number.parseInt(u.replace(/^U\+/, ''), 16));

/**
 * Reads a Unihan file (`U+6CB3<TAB>kRSUnicode<TAB>85.5`) keeping kRSUnicode and kTotalStrokes of
 * the characters `want` accepts.
 */
export function parseUnihan(text: string, want: (ch: string) => boolean): Map<string, UnihanChar> {
  const out = new Map<string, UnihanChar>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('U+')) continue;
    const [cp, field, value] = line.split('\t');
    if (!cp || !value || (field !== 'kRSUnicode' && field !== 'kTotalStrokes')) continue;
    const ch = fromCodePoint(cp);
    if (!want(ch)) continue;
    let rec = out.get(ch);
    if (!rec) {
      rec = { rs: [], strokes: [] };
      out.set(ch, rec);
    }
    const parts = value.trim().split(/\s+/);
    if (field === 'kRSUnicode') {
      for (const p of parts) {
        const rs = parseRadicalStroke(p);
        if (rs) rec.rs.push(rs);
      }
    } else {
      for (const p of parts) if (/^\d+$/.test(p)) rec.strokes.push(Number(p));
    }
  }
  return out;
}

/** One line of CJKRadicals.txt: `149'; 2EC8; 8BA0` — the radical, its radical-block character and its unified ideograph. */
export interface CjkRadical {
  radical: number;
  simplified: boolean;
  /** Kangxi Radicals or CJK Radicals Supplement block character (⽔, ⻈). */
  radicalChar: string;
  /** The ordinary character a learner types (水, 讠). */
  char: string;
}

export function parseCjkRadicals(text: string): CjkRadical[] {
  const out: CjkRadical[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [num, rad, uni] = line.split(';').map((s) => s.trim());
    const m = /^(\d{1,3})('*)$/.exec(num ?? '');
    if (!m || !rad || !uni) continue;
    out.push({ radical: Number(m[1]), simplified: (m[2] ?? '').length > 0, radicalChar: fromCodePoint(rad), char: fromCodePoint(uni) });
  }
  return out;
}

/**
 * English names of the Kangxi radicals from UnicodeData.txt: `2F54;KANGXI RADICAL WATER;…` → 85 → "water"
 * (the Kangxi Radicals block U+2F00..U+2FD5 is in radical order).
 */
export function parseKangxiNames(unicodeData: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const line of unicodeData.split('\n')) {
    const [cp, name] = line.split(';');
    if (!cp || !name?.startsWith('KANGXI RADICAL ')) continue;
    const n = Number.parseInt(cp, 16) - 0x2f00 + 1;
    if (n >= 1 && n <= 214) out.set(n, name.slice('KANGXI RADICAL '.length).toLowerCase());
  }
  return out;
}
