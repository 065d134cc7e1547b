/**
 * The study settings' helpers around the personal weights:
 * - `GET /api/study/retention-helper`: for each desired retention of RETENTION_HELPER_TARGETS, the
 *   expected reviews a day over the next RETENTION_SIM_DAYS learner days and the expected known
 *   words at their end, simulated (`@qfl/core` `retention-sim.ts`, seeded) on the learner's own
 *   cards (an even sample of at most RETENTION_SIM_MAX_CARDS, scaled), weights, daily new limit and
 *   shares of ratings.
 * - `POST /api/study/reschedule` (no body): every card's memory state and due date recomputed from
 *   its review logs with the current weights and desired retention.
 * Declared in @qfl/core's endpoints/memory.ts.
 */
import {
  memoryEndpoints as api,
  learnerDayNumber,
  RETENTION_SIM_DAYS,
  type RetentionHelper,
  type SimCard,
  sampleEvenly,
  simulateRetention,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor.js';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { fitRepo } from './fit-repo.js';
import { recomputeMemory } from './optimizer.js';
import { userMemorySettings } from './service.js';

/** Shares need this many logged ratings before they replace the defaults (all Good). */
const MIN_RATINGS = 20;

export async function retentionHelper(db: Executor, userId: number, now = Date.now()): Promise<RetentionHelper> {
  const settings = await userMemorySettings(db, userId);
  const today = learnerDayNumber(now, settings.day);
  const all = await fitRepo.simCards(db, userId);
  const cards: SimCard[] = sampleEvenly(all).map((c) => ({
    state: c.state,
    stability: c.stability,
    difficulty: c.difficulty,
    lastDay: c.lastReview === null ? 0 : learnerDayNumber(c.lastReview, settings.day) - today,
    dueDay: learnerDayNumber(c.due, settings.day) - today,
  }));
  const first = [0, 0, 0, 0];
  const recall = [0, 0, 0];
  for (const { stateBefore, rating, n } of await fitRepo.ratingCounts(db, userId)) {
    if (rating < 1 || rating > 4) continue;
    if (stateBefore === 0) first[rating - 1] = (first[rating - 1] ?? 0) + n;
    else if (rating > 1) recall[rating - 2] = (recall[rating - 2] ?? 0) + n;
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const rows = simulateRetention({
    cards,
    totalCards: all.length,
    weights: settings.weights,
    dailyNew: settings.dailyNew,
    ...(sum(first) >= MIN_RATINGS ? { firstRatings: first } : {}),
    ...(sum(recall) >= MIN_RATINGS ? { recallRatings: recall } : {}),
    seed: 1,
  });
  return { days: RETENTION_SIM_DAYS, cards: all.length, dailyNew: settings.dailyNew, rows };
}

export default async function retentionRoutes(app: FastifyInstance) {
  const tags = { tags: ['memory'] };

  route(app, api.retentionHelper, async (req) => retentionHelper(app.db, requireActor(req).id), tags);

  route(app, api.reschedule, async (req) => ({ cards: await recomputeMemory(app.db, requireActor(req).id, { reschedule: true }) }), tags);
}
