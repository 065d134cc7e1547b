/** What a ledger record was for, in the UI language (reason codes from @qfl/core's describeLedgerRow). */
import { findTask, type ScoreRecord } from '@qfl/core';
import type { TFunction } from 'i18next';
import { taskTitle } from '../tasks/task-text';

export function recordText(t: TFunction, record: Pick<ScoreRecord, 'kind' | 'reason'>): string {
  switch (record.kind) {
    case 'group':
      return t('pointsUx.reason.group');
    case 'daily-test':
      return t('pointsUx.reason.dailyTest');
    case 'task': {
      const key = record.reason.replace(/^task:/, '');
      const task = findTask(key);
      return t('pointsUx.reason.task', { task: task ? taskTitle(t, task) : key });
    }
    case 'battle':
      return t('pointsUx.reason.battle');
    case 'spend':
      return t('pointsUx.reason.spend', { reason: record.reason });
    case 'other':
      return t('pointsUx.reason.other', { reason: record.reason });
  }
}

/** +5 for credits, −3 (a true minus sign) for spends. */
export function signedAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : `\u2212${Math.abs(amount)}`;
}
