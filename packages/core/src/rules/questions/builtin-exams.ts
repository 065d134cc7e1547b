/**
 * Built-in exam definitions: an exam is data (a definition of sections, counts and a time
 * limit), so a mentor's exam later is one more row. The built-ins are generated per language
 * and level band — "HSK-like level 5-8" — and drawn from that language's word, sentence and
 * article books of those levels.
 */
import { LANGS, type Lang } from '../../constants.js';
import type { ExamSectionKind } from './types.js';

export interface ExamSectionDef {
  kind: ExamSectionKind;
  /** Questions (vocabulary, listening) or reading passages (reading). */
  count: number;
  /** Vocabulary only: how many of `count` are typed (spelling); the rest are meaning choices. */
  spell?: number;
}

export interface ExamDefinition {
  sections: ExamSectionDef[];
}

export const EXAM_KINDS = ['standard', 'reading'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

export interface BuiltinExam {
  slug: string;
  kind: ExamKind;
  lang: Lang;
  levelFrom: number;
  levelTo: number;
  timeLimitSec: number;
  definition: ExamDefinition;
}

export const LEVEL_BANDS: readonly (readonly [number, number])[] = [
  [1, 4],
  [5, 8],
  [9, 12],
  [13, 16],
  [17, 20],
];

/** The band holding a level (levels outside 1-20 clamp). */
export function levelBand(level: number): readonly [number, number] {
  return LEVEL_BANDS.find(([from, to]) => level >= from && level <= to) ?? (level < 1 ? LEVEL_BANDS[0] : LEVEL_BANDS[4]) ?? [1, 4];
}

export const STANDARD_EXAM: ExamDefinition = {
  sections: [
    { kind: 'vocabulary', count: 10, spell: 3 },
    { kind: 'listening', count: 5 },
    { kind: 'reading', count: 1 },
  ],
};
export const READING_EXAM: ExamDefinition = { sections: [{ kind: 'reading', count: 2 }] };

export function builtinExams(): BuiltinExam[] {
  const out: BuiltinExam[] = [];
  for (const lang of LANGS) {
    for (const [from, to] of LEVEL_BANDS) {
      out.push({
        slug: `${lang}-standard-${from}-${to}`,
        kind: 'standard',
        lang,
        levelFrom: from,
        levelTo: to,
        timeLimitSec: 15 * 60,
        definition: STANDARD_EXAM,
      });
      out.push({
        slug: `${lang}-reading-${from}-${to}`,
        kind: 'reading',
        lang,
        levelFrom: from,
        levelTo: to,
        timeLimitSec: 12 * 60,
        definition: READING_EXAM,
      });
    }
  }
  return out;
}
