/**
 * Personal FSRS weights. The `fsrs-fit` job picks learners with at least OPTIMIZE_MIN_LOGS review
 * logs and at least FIT_NEW_LOGS new ones since their last attempt (the oldest fit first, a few
 * per tick) and fits their weights with the FSRS optimizer in a worker thread, off the request
 * path. Days between reviews are learner days (time zone + rollover hour).
 *
 * Every attempt records the number of logs it saw (`fit_attempt_logs`), so nobody is refitted
 * without new reviews. A fit that yields weights is evaluated against the current weights on the
 * same history (`@qfl/core` `fsrs-eval.ts`: log loss and RMSE(bins)); the evaluation is stored
 * (`fitted_at`, `fit_reviews` = logs used, `fit_log_loss_before/after`, `fit_rmse_before/after`,
 * "before" = the current weights, "after" = the new fit) whether or not the new weights are kept.
 * They are kept only when their log loss is lower (`fitIsBetter`); then `weights` and
 * `fitted_logs` change and every card's memory state is recomputed from its logs with them, in the
 * same transaction (`recomputeMemory`; due dates stay unless the learner asks to reschedule).
 */
import {
  evaluateWeights,
  FIT_NEW_LOGS,
  type FsrsEvaluation,
  fitIsBetter,
  type LearnerDay,
  type MemoryCard,
  OPTIMIZE_MIN_LOGS,
  type RatingValue,
  reviewCard,
  reviewHistories,
} from '@qfl/core';
import { Piscina } from 'piscina';
import { type Executor, inTransaction, isPostgres } from '../../db/executor.js';
import type { Job } from '../../jobs/scheduler.js';
import type { FitTask } from '../../workers/fsrs-fit.js';
import { workerExecArgv, workerUrl } from '../../worker-url.js';
import { type FitLog, fitRepo } from './fit-repo.js';
import { cardToColumns } from './repo.js';
import { userMemorySettings } from './service.js';

const PER_TICK = 5;

/** Reviews per card as [rating, learner days since the card's previous review] (the worker's task). */
export function toFitTask(logs: FitLog[], day: LearnerDay): FitTask {
  return { cards: reviewHistories(logs, day) };
}

export const plausibleWeights = (w: unknown): w is number[] =>
  Array.isArray(w) && w.length >= 19 && w.length <= 21 && w.every((n) => typeof n === 'number' && Number.isFinite(n));

export interface FitOutcome {
  /** Review logs the fit saw. */
  logs: number;
  /** Current weights ("before") and the new fit ("after") on the learner's history; null when the fit failed. */
  before: FsrsEvaluation | null;
  after: FsrsEvaluation | null;
  /** Whether the new weights replaced the current ones. */
  accepted: boolean;
}

/**
 * Every reviewed card's memory state (stability, difficulty, state, reps, lapses, last review,
 * learning steps, elapsed days) replayed from its review logs with the learner's current weights
 * and learner day, through the scheduler (`reviewCard`), in one transaction (joining the caller's;
 * the cards are locked on PostgreSQL). Due dates (and scheduled days) are kept unless `reschedule`,
 * which sets them from the replay (the current desired retention). Answers the cards rewritten.
 */
export async function recomputeMemory(db: Executor, userId: number, options: { reschedule: boolean }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const opts = await userMemorySettings(trx, userId);
    const cards = await fitRepo.cardsForUpdate(trx, userId, isPostgres(trx));
    const byCard = new Map<number, FitLog[]>();
    for (const l of await fitRepo.logs(trx, userId)) {
      const list = byCard.get(l.card_id);
      if (list) list.push(l);
      else byCard.set(l.card_id, [l]);
    }
    const rows = [];
    for (const row of cards) {
      let card: MemoryCard | null = null;
      for (const l of byCard.get(row.id) ?? []) {
        if (!(l.rating >= 1 && l.rating <= 4)) continue;
        card = reviewCard(card, l.rating as RatingValue, l.reviewed_at, opts);
      }
      if (!card) continue;
      const columns = cardToColumns(card);
      rows.push({
        ...row,
        ...columns,
        ...(options.reschedule ? {} : { due: row.due, scheduled_days: row.scheduled_days }),
      });
    }
    await fitRepo.writeCards(trx, rows);
    return rows.length;
  });
}

export interface OptimizerOptions {
  /** The fit itself; the FSRS optimizer in a worker thread by default (tests give their own). */
  fit?: (task: FitTask) => Promise<number[]>;
}

export class MemoryOptimizer {
  private pool: Piscina<FitTask, number[]> | null = null;

  constructor(
    private readonly db: Executor,
    private readonly options: OptimizerOptions = {},
  ) {}

  private open(): Piscina<FitTask, number[]> {
    this.pool ??= new Piscina<FitTask, number[]>({
      filename: workerUrl('fsrs-fit').href,
      execArgv: workerExecArgv(),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
    });
    return this.pool;
  }

  private runFit(task: FitTask): Promise<number[]> {
    return this.options.fit ? this.options.fit(task) : this.open().run(task);
  }

  /** Fits one learner now: evaluates the fit against the current weights and keeps the better. */
  async fitUser(userId: number, now: number): Promise<FitOutcome> {
    const settings = await userMemorySettings(this.db, userId);
    const logs = await fitRepo.logs(this.db, userId);
    const task = toFitTask(logs, settings.day);
    let weights: number[] | null = null;
    try {
      const fitted = await this.runFit(task);
      weights = plausibleWeights(fitted) ? fitted : null;
    } catch {
      weights = null;
    }
    if (!weights) {
      await fitRepo.saveFit(this.db, userId, { fit_attempt_logs: logs.length }, now);
      return { logs: logs.length, before: null, after: null, accepted: false };
    }
    const before = evaluateWeights(task.cards, settings.weights);
    const after = evaluateWeights(task.cards, weights);
    const accepted = fitIsBetter(before, after);
    const fitted = weights;
    await inTransaction(this.db, async (trx) => {
      await fitRepo.saveFit(
        trx,
        userId,
        {
          fit_attempt_logs: logs.length,
          fitted_at: now,
          fit_reviews: logs.length,
          fit_log_loss_before: before.logLoss,
          fit_log_loss_after: after.logLoss,
          fit_rmse_before: before.rmseBins,
          fit_rmse_after: after.rmseBins,
          ...(accepted ? { weights: JSON.stringify(fitted), fitted_logs: logs.length } : {}),
        },
        now,
      );
      if (accepted) await recomputeMemory(trx, userId, { reschedule: false });
    });
    return { logs: logs.length, before, after, accepted };
  }

  job(): Job {
    return {
      name: 'fsrs-fit',
      run: async (now) => {
        const users = await fitRepo.usersToFit(this.db, OPTIMIZE_MIN_LOGS, FIT_NEW_LOGS, PER_TICK);
        let fitted = 0;
        for (const id of users) if ((await this.fitUser(id, now)).accepted) fitted++;
        return { users: users.length, fitted };
      },
    };
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }
}
