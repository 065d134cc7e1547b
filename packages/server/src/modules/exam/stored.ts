/** What an attempt stores (JSON in exam_attempts.questions): sections of questions WITH their answers. */
import type { DraftQuestion, ExamSectionKind } from '@qfl/core';

export interface StoredSection {
  kind: ExamSectionKind;
  passage: { paragraphs: string[]; lang: string } | null;
  questions: DraftQuestion[];
}

export function parseSections(json: string): StoredSection[] {
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed) ? (parsed as StoredSection[]) : [];
}

/** Every question in attempt order with its id (its position) and section. */
export function numbered(sections: readonly StoredSection[]): { id: number; section: ExamSectionKind; q: DraftQuestion }[] {
  let id = 0;
  return sections.flatMap((s) => s.questions.map((q) => ({ id: id++, section: s.kind, q })));
}
