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
  });

  it('signs amounts', () => {
    expect(signedAmount(5)).toBe('+5');
    expect(signedAmount(-3)).toBe('\u22123');
  });
});
