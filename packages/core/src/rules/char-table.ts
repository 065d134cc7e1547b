/**
 * Shapes of the built character table (content `chars.jsonl.gz` and `radicals.json`), shared by the
 * content build that writes it and the server that reads it for word basics.
 */
import type { CHAR_STRUCTURES } from '../schemas/analyze.js';

/** One line of chars.jsonl.gz (short keys: ~13,500 lines). */
export interface CharRecord {
  /** The character. */
  c: string;
  /** Kangxi radical number (1-214). */
  r: number;
  /** 1 when the radical is in its simplified form (讠 for 言 in 语). */
  rs?: 1;
  /** The shape the radical takes in this character when not the radical's own form (氵 in 河). */
  f?: string;
  /** Total strokes (mainland count); `sj` the Japanese/traditional count where Unihan gives another. */
  s: number;
  sj?: number;
  /** Strokes besides the radical. */
  x: number;
  /** First-level components, their structure and an ideographic description sequence. */
  p?: string[];
  st?: (typeof CHAR_STRUCTURES)[number];
  ids?: string;
  /** Frequency rank among characters (by the most frequent word that uses it) in zh and ja. */
  zh?: number;
  ja?: number;
}

/** One radical of radicals.json. */
export interface RadicalRecord {
  n: number;
  /** The radical as an ordinary character (水) and as the Kangxi Radicals block character (⽔). */
  char: string;
  kangxi: string;
  /** Unicode's simplified form (讠 for 149), when there is one. */
  simp?: string;
  /** English name from the Unicode character name (KANGXI RADICAL WATER → water). */
  en: string;
  /** Names of the radical's shapes: form → {zh, ja?, ko?}. */
  names?: Record<string, { zh: string; ja?: string; ko?: string }>;
}
