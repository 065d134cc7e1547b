import type { ExamSummary } from '@qfl/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { clock, examTitle } from './exam-name';

const t = ((key: string, opts?: Record<string, unknown>) => `${key}${opts ? JSON.stringify(opts) : ''}`) as unknown as TFunction;
const exam: ExamSummary = {
  id: 1,
  slug: 'zh-standard-5-8',
  kind: 'standard',
  lang: 'zh',
  levelFrom: 5,
  levelTo: 8,
  title: null,
  timeLimitSec: 900,
  sections: [],
  assignedBy: null,
};

describe('exam names and the clock', () => {
  it('names built-ins from kind, language and levels, and custom exams by their title', () => {
    expect(examTitle(t, exam)).toBe('exam.standardName{"name":"exam.brand.zh","from":5,"to":8}');
    expect(examTitle(t, { ...exam, kind: 'reading' })).toMatch(/^exam\.readingName/);
    expect(examTitle(t, { ...exam, title: 'Unit 3 test' })).toBe('Unit 3 test');
  });
  it('shows minutes and seconds, hours when needed, never negative', () => {
    expect(clock(899.4)).toBe('14:59');
    expect(clock(5)).toBe('00:05');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(-3)).toBe('00:00');
  });
});
