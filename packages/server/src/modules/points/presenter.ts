/** Ledger rows as the API shows them: kind and reason code from the ref, ISO times. */
import { describeLedgerRow, type ScoreRecord } from '@qfl/core';
import type { LedgerRow } from './repo.js';

export function presentRecord(row: LedgerRow): ScoreRecord {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    ...describeLedgerRow(row.ref, row.reason),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
