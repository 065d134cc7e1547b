/** How an exam is named: a custom title, or "<exam-like name> · levels a-b" for a built-in. */
import type { ExamSummary } from '@qfl/core';
import type { TFunction } from 'i18next';

export function examTitle(t: TFunction, exam: ExamSummary): string {
  if (exam.title) return exam.title;
  return t(exam.kind === 'reading' ? 'exam.readingName' : 'exam.standardName', {
    name: t(`exam.brand.${exam.lang}`),
    from: exam.levelFrom,
    to: exam.levelTo,
  });
}

export function formatDuration(t: TFunction, seconds: number): string {
  return t('exam.minutes', { n: Math.round(seconds / 60) });
}

/** mm:ss (or h:mm:ss) of a countdown. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${String(m).padStart(2, '0')}:${sec}`;
}
