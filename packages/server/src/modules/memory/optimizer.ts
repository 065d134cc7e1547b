/**
 * Personal FSRS weights: once a learner has OPTIMIZE_MIN_LOGS review logs, the `fsrs-fit` job
 * re-fits their weights with the FSRS optimizer in a worker thread, off the request path, at most
 * once a day per learner (a few learners per tick). The fitted weights replace the defaults in
 * that learner's scheduler (`userMemorySettings`); a failed or implausible fit keeps the old
 * weights and waits a day too.
 */
import { DEFAULT_DAILY_NEW, DEFAULT_DESIRED_RETENTION, dayKey, OPTIMIZE_MIN_LOGS } from '@qfl/core';
import { Piscina } from 'piscina';
import type { Executor } from '../../db/executor.js';
import type { Job } from '../../jobs/scheduler.js';
import type { FitTask } from '../../workers/fsrs-fit.js';
import { workerExecArgv, workerUrl } from '../../worker-url.js';
import { memoryRepo } from './repo.js';

const DAY = 86_400_000;
const PER_TICK = 5;

/** Reviews per card as [rating, days between the local days of consecutive reviews]. */
export function toFitTask(logs: { card_id: number; rating: number; reviewed_at: number }[], timeZone: string): FitTask {
  const cards: [number, number][][] = [];
  let current: [number, number][] = [];
  let lastCard: number | null = null;
  let lastDay = 0;
  for (const l of logs) {
    const day = Date.parse(`${dayKey(Number(l.reviewed_at), timeZone)}T00:00:00Z`) / DAY;
    if (Number(l.card_id) !== lastCard) {
      if (current.length) cards.push(current);
      current = [[l.rating, 0]];
      lastCard = Number(l.card_id);
    } else {
      current.push([l.rating, Math.max(0, Math.round(day - lastDay))]);
    }
    lastDay = day;
  }
  if (current.length) cards.push(current);
  return { cards };
}

export const plausibleWeights = (w: unknown): w is number[] =>
  Array.isArray(w) && w.length >= 19 && w.length <= 21 && w.every((n) => typeof n === 'number' && Number.isFinite(n));

export class MemoryOptimizer {
  private pool: Piscina<FitTask, number[]> | null = null;

  constructor(private readonly db: Executor) {}

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

  /** Fits one learner now; answers whether new weights were saved. */
  async fitUser(userId: number, now: number): Promise<boolean> {
    const user = await this.db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
    const logs = await memoryRepo.logsForFit(this.db, userId);
    const defaults = { desired_retention: DEFAULT_DESIRED_RETENTION, daily_new: DEFAULT_DAILY_NEW };
    let weights: number[] | null = null;
    try {
      const fitted = await this.open().run(toFitTask(logs, user?.time_zone ?? 'UTC'));
      weights = plausibleWeights(fitted) ? fitted : null;
    } catch {
      weights = null;
    }
    await memoryRepo.saveSettings(
      this.db,
      userId,
      weights ? { weights: JSON.stringify(weights), fitted_at: now, fitted_logs: logs.length } : { fitted_at: now },
      defaults,
      now,
    );
    return weights !== null;
  }

  job(): Job {
    return {
      name: 'fsrs-fit',
      run: async (now) => {
        const users = await memoryRepo.usersToFit(this.db, OPTIMIZE_MIN_LOGS, now - DAY, PER_TICK);
        let fitted = 0;
        for (const id of users) if (await this.fitUser(id, now)) fitted++;
        return { users: users.length, fitted };
      },
    };
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }
}
