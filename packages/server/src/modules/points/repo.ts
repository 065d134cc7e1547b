/**
 * SQL of points: daily and total are sums over the ledger; records page it; spends lock the user;
 * capped credits read the day's taken slots.
 */
import { type LearnerDay, learnerDayOf, type PointsSource } from '@qfl/core';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { PointsLedgerTable } from '../../db/schema.js';

export type LedgerRow = Pick<Selectable<PointsLedgerTable>, 'id' | 'amount' | 'reason' | 'created_at' | 'ref' | 'balance_after' | 'source'>;

const ledgerColumns = ['id', 'amount', 'reason', 'created_at', 'ref', 'balance_after', 'source'] as const;

export interface NewLedgerRow {
  user_id: number;
  amount: number;
  /** What the row is for, as stored in `source`. */
  source: PointsSource;
  /** The source's code for a credit; a spend's own reason. */
  reason: string;
  ref: string;
  created_at: number;
  balance_after?: number | null;
  /** The daily cap slot of a capped source. */
  slot?: string | null;
}

export const pointsRepo = {
  async summary(db: Executor, userId: number, startOfDay: number): Promise<{ daily: number; total: number }> {
    const row = await db
      .selectFrom('points_ledger')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'),
        eb.fn
          .coalesce(eb.fn.sum<number>(eb.case().when('created_at', '>=', startOfDay).then(eb.ref('amount')).else(0).end()), eb.lit(0))
          .as('daily'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { daily: Number(row.daily), total: Number(row.total) };
  },

  async balance(db: Executor, userId: number): Promise<number> {
    const row = await db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  /** Newest first (time, then id); `total` counts every row of the user. */
  async page(db: Executor, userId: number, limit: number, offset: number): Promise<{ rows: LedgerRow[]; total: number }> {
    const rows = await db
      .selectFrom('points_ledger')
      .select(ledgerColumns)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  },

  async byRef(db: Executor, userId: number, ref: string): Promise<LedgerRow | undefined> {
    return db.selectFrom('points_ledger').select(ledgerColumns).where('user_id', '=', userId).where('ref', '=', ref).executeTakeFirst();
  },

  /** Refs of the user among `refs` that are already in the ledger. */
  async existingRefs(db: Executor, userId: number, refs: string[]): Promise<Set<string>> {
    if (refs.length === 0) return new Set();
    const rows = await db.selectFrom('points_ledger').select('ref').where('user_id', '=', userId).where('ref', 'in', refs).execute();
    return new Set(rows.map((r) => r.ref).filter((r): r is string => r !== null));
  },

  /**
   * Inserts a row unless the user already has one with its ref (the unique index decides, so two
   * transactions at once insert it once): the new row, or undefined when it was already there.
   */
  async insertOnce(db: Executor, row: NewLedgerRow): Promise<LedgerRow | undefined> {
    return db
      .insertInto('points_ledger')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning(ledgerColumns)
      .executeTakeFirst();
  },

  /** Inserts a row; a ref the user already has fails on the unique index (`idempotent` retries then). */
  async insert(db: Executor, row: NewLedgerRow): Promise<LedgerRow> {
    return db.insertInto('points_ledger').values(row).returning(ledgerColumns).executeTakeFirstOrThrow();
  },

  /** Cap slots of the user that start with `prefix` (one source on one learner day). */
  async slotsTaken(db: Executor, userId: number, prefix: string): Promise<Set<string>> {
    const rows = await db
      .selectFrom('points_ledger')
      .select('slot')
      .where('user_id', '=', userId)
      .where('slot', 'like', `${prefix}%`)
      .execute();
    return new Set(rows.map((r) => r.slot).filter((r): r is string => r !== null));
  },

  /** The learner's day: their time zone (given, or read from the user) and study settings' rollover hour. */
  async learnerDay(db: Executor, userId: number, timeZone?: string): Promise<LearnerDay> {
    const zone = timeZone ?? (await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst())?.time_zone;
    const s = await db.selectFrom('study_settings').select('day_rollover_hour').where('user_id', '=', userId).executeTakeFirst();
    return learnerDayOf(zone, s?.day_rollover_hour);
  },

  /**
   * Holds the user's row until the transaction ends (PostgreSQL), so spends of one user run one
   * at a time; SQLite runs one write transaction at a time anyway.
   */
  async lockUser(db: Executor, userId: number, postgres: boolean): Promise<void> {
    if (!postgres) return;
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  },
};
