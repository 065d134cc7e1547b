/** Ledger rows as the API shows them: kind (the stored source) and reason code, ISO times. */
import { describeLedgerRow, type ScoreRecord } from '@qfl/core';
import type { LedgerRow } from './repo.js';

export function presentRecord(row: LedgerRow): ScoreRecord {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    ...describeLedgerRow(row.ref, row.reason, row.source),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
