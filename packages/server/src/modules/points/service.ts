/**
 * Crediting and spending points. Every ledger row names its source (`POINTS_SOURCES`) and a ref,
 * its idempotency key per user.
 *
 * A credit is one row per ref, never two. A capped source (`POINTS_DAILY_CAPS`: finished groups,
 * battles) also takes a free slot `<source>:<learnerDay>:<n>`, n = 1…cap, unique per user: when
 * two credits race for a slot the unique index lets one in and the other (after the first commits,
 * PostgreSQL waits for it) reads the slots again and takes the next, so the day can never pay more
 * than the cap; with every slot taken the credit pays nothing.
 *
 * Spending: a negative ledger row with ref `spend:<requestId>`, never below zero, once per request
 * id. The user's row is locked for the whole check-then-write (PostgreSQL; SQLite runs one writer
 * at a time), so two spends at once cannot both pass the balance check; a replay answers the
 * stored result and writes nothing.
 */
import {
  capSlot,
  capSlotPrefix,
  dailyCap,
  type LearnerDay,
  learnerDayKey,
  type PointsSource,
  pointsRef,
  type UseScoreBody,
  type UseScoreResult,
} from '@qfl/core';
import { type Executor, idempotent, inTransaction, isPostgres } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { presentRecord } from './presenter.js';
import { pointsRepo } from './repo.js';

export interface Credit {
  source: Exclude<PointsSource, 'spend'>;
  amount: number;
  /** The idempotency key (pointsRef): a ref credited before pays nothing. */
  ref: string;
}

/**
 * Credits points once per ref, within the source's daily cap, inside the caller's transaction:
 * answers the points actually credited (0 for a repeat, a capped day or a non-positive amount).
 * `day` is the learner's day when the caller has it (read from the user otherwise).
 */
export async function creditPoints(db: Executor, userId: number, credit: Credit, now: number, day?: LearnerDay): Promise<number> {
  if (!(credit.amount > 0)) return 0;
  return inTransaction(db, async (trx) => {
    const row = {
      user_id: userId,
      amount: credit.amount,
      source: credit.source,
      reason: credit.source,
      ref: credit.ref,
      created_at: now,
    };
    const cap = dailyCap(credit.source);
    if (cap === null) return (await pointsRepo.insertOnce(trx, row)) ? credit.amount : 0;
    const dayKey = learnerDayKey(now, day ?? (await pointsRepo.learnerDay(trx, userId)));
    // Each failed insert is a repeat of the ref (the next round answers 0) or a slot another
    // credit took (the next round sees it taken): cap + 1 rounds always settle it.
    for (let round = 0; round <= cap; round++) {
      if (await pointsRepo.byRef(trx, userId, credit.ref)) return 0;
      const taken = await pointsRepo.slotsTaken(trx, userId, capSlotPrefix(credit.source, dayKey));
      let free = 0;
      for (let n = 1; n <= cap && free === 0; n++) if (!taken.has(capSlot(credit.source, dayKey, n))) free = n;
      if (free === 0) return 0;
      if (await pointsRepo.insertOnce(trx, { ...row, slot: capSlot(credit.source, dayKey, free) })) return credit.amount;
    }
    return 0;
  });
}

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
      source: 'spend',
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
