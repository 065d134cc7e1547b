/**
 * Spending points: a negative ledger row with ref `spend:<requestId>`, never below zero, once per
 * request id. The user's row is locked for the whole check-then-write (PostgreSQL; SQLite runs one
 * writer at a time), so two spends at once cannot both pass the balance check; a replay answers
 * the stored result and writes nothing.
 */
import { pointsRef, type UseScoreBody, type UseScoreResult } from '@qfl/core';
import { type Executor, idempotent } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { isPostgres } from '../memory/service.js';
import { presentRecord } from './presenter.js';
import { pointsRepo } from './repo.js';

type Outcome = { ok: true; result: UseScoreResult } | { ok: false; balance: number };

export async function spendPoints(db: Executor, userId: number, body: UseScoreBody, now = Date.now()): Promise<UseScoreResult> {
  const ref = pointsRef.spend(body.requestId);
  const outcome = await idempotent(db, async (trx): Promise<Outcome> => {
    await pointsRepo.lockUser(trx, userId, isPostgres(trx));
    const seen = await pointsRepo.byRef(trx, userId, ref);
    if (seen) return { ok: true, result: { balance: Number(seen.balance_after ?? 0), record: presentRecord(seen) } };
    const balance = await pointsRepo.balance(trx, userId);
    if (body.amount > balance) return { ok: false, balance };
    const row = await pointsRepo.insert(trx, {
      user_id: userId,
      amount: -body.amount,
      reason: body.reason,
      ref,
      created_at: now,
      balance_after: balance - body.amount,
    });
    return { ok: true, result: { balance: balance - body.amount, record: presentRecord(row) } };
  });
  if (!outcome.ok) throw new AppError('points.insufficient', 409, { balance: outcome.balance });
  return outcome.result;
}
