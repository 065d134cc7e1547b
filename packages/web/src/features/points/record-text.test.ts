import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { recordText, signedAmount } from './record-text';

// A stand-in for i18next's t: the key and its parameters, so the test reads what was asked for.
const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key}${JSON.stringify(params)}` : key)) as unknown as TFunction;

describe('recordText', () => {
  it('words each kind of record, tasks by their title', () => {
    expect(recordText(t, { kind: 'group', reason: 'group' })).toBe('pointsUx.reason.group');
    expect(recordText(t, { kind: 'daily-test', reason: 'daily-test' })).toBe('pointsUx.reason.dailyTest');
    expect(recordText(t, { kind: 'task', reason: 'task:daily-minutes' })).toBe(
      'pointsUx.reason.task{"task":"tasks.kind.minutes{\\"target\\":10}"}',
    );
    expect(recordText(t, { kind: 'task', reason: 'task:retired-task' })).toBe('pointsUx.reason.task{"task":"retired-task"}');
    expect(recordText(t, { kind: 'spend', reason: 'hint' })).toBe('pointsUx.reason.spend{"reason":"hint"}');
    expect(recordText(t, { kind: 'battle', reason: 'battle' })).toBe('pointsUx.reason.battle');
    expect(recordText(t, { kind: 'other', reason: 'legacy bonus' })).toBe('pointsUx.reason.other{"reason":"legacy bonus"}');
  });

  it('has a translated reason for every source in every language', async () => {
    const { POINTS_KINDS } = await import('@qfl/core');
    for (const lang of ['zh', 'en', 'ja', 'ko', 'es']) {
      const messages = (await import(`../../i18n/locales/${lang}.json`)).default as {
        pointsUx: { reason: Record<string, string>; rules: string };
        tasks: { unavailable: string; resetDaily: string };
      };
      const keyOf: Record<string, string> = { 'daily-test': 'dailyTest' };
      for (const kind of POINTS_KINDS) expect(messages.pointsUx.reason[keyOf[kind] ?? kind], `${lang} ${kind}`).toBeTruthy();
      expect(messages.pointsUx.rules, lang).toContain('{{cap}}');
      expect(messages.tasks.resetDaily, lang).toContain('{{hour}}');
      expect(messages.tasks.unavailable, lang).toBeTruthy();
    }
  });

  it('signs amounts', () => {
    expect(signedAmount(5)).toBe('+5');
    expect(signedAmount(-3)).toBe('\u22123');
  });
});
