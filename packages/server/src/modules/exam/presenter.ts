/** Rows to the API's shapes: exam summaries, and attempts whose answers show only once submitted. */
import {
  type AttemptQuestion,
  EXAM_KINDS,
  type ExamAttempt,
  type ExamDefinition,
  type ExamSummary,
  gradeAnswer,
  LANGS,
  type Lang,
} from '@qfl/core';
import { z } from 'zod';
import type { AttemptRow, ExamRow } from './repo.js';
import { parseSections } from './stored.js';

const lang = (v: string): Lang => z.enum(LANGS).parse(v);

export function presentExam(e: ExamRow): ExamSummary {
  let def: ExamDefinition = { sections: [] };
  try {
    def = JSON.parse(e.definition) as ExamDefinition;
  } catch {
    // A malformed definition lists no sections (and cannot be started: exam.unavailable).
  }
  return {
    id: e.id,
    slug: e.slug,
    kind: z.enum(EXAM_KINDS).parse(e.kind),
    lang: lang(e.lang),
    levelFrom: e.level_from,
    levelTo: e.level_to,
    title: e.title,
    timeLimitSec: e.time_limit_sec,
    sections: (def.sections ?? []).map((s) => ({ kind: s.kind, count: s.count })),
    assignedBy: e.assigned_by,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

export function presentAttempt(
  row: AttemptRow,
  exam: ExamRow | null,
  book: { id: number; page: number; title: string } | null,
  now = Date.now(),
): ExamAttempt {
  const sections = parseSections(row.questions);
  const done = row.submitted_at !== null;
  const answers: (string | null)[] = done && row.answers ? (JSON.parse(row.answers) as (string | null)[]) : [];
  let k = 0;
  const out: ExamAttempt = {
    attemptId: row.id,
    exam: exam ? presentExam(exam) : null,
    book,
    startedAt: iso(row.started_at),
    deadline: row.deadline === null ? null : iso(row.deadline),
    serverNow: iso(now),
    submittedAt: row.submitted_at === null ? null : iso(row.submitted_at),
    late: row.late === 1,
    score: done ? row.score : null,
    total: row.total,
    sections: sections.map((s) => {
      const questions: AttemptQuestion[] = s.questions.map((q) => {
        const id = k++;
        return {
          id,
          kind: q.kind,
          prompt: q.prompt,
          detail: q.detail,
          choices: q.choices,
          audio: q.audio ? { text: q.audio.text, lang: lang(q.audio.lang) } : null,
          lang: lang(q.lang),
          given: done ? (answers[id] ?? null) : null,
          expected: done ? q.expected : null,
          correct: done ? gradeAnswer(q, answers[id] ?? null) : null,
          entryId: done ? q.entryId : null,
        };
      });
      return {
        kind: s.kind,
        passage: s.passage ? { paragraphs: s.passage.paragraphs, lang: lang(s.passage.lang) } : null,
        questions,
        score: done ? questions.filter((q) => q.correct).length : null,
        total: questions.length,
      };
    }),
  };
  return out;
}
