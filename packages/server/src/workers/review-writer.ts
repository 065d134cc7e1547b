/**
 * The battle review writer (piscina task module, see modules/battle/review-writer.ts): its own
 * database connection (the app's SQLite file or PostgreSQL URL, from workerData), so the memory
 * updates of a thousand rooms' answers (FSRS, several statements each) and the battles' results
 * (`finish`: the battle, its seats, ratings and points) run beside the event loop that relays the
 * frames, not on it. Answers the reviews it could not write, with why.
 */
import { workerData } from 'node:worker_threads';
import { type Database, openDatabase } from '../db/database.js';
import { type PendingReview, writeReviewBatch } from '../modules/battle/review-batch.js';
import { type BattleToStore, finishBattle, type StoredOutcome } from '../modules/battle/service.js';

let database: Database | null = null;
const db = () => {
  database ??= openDatabase(workerData as { databaseUrl?: string; sqlitePath: string });
  return database.db;
};

export interface WriteResult {
  failed: PendingReview[];
  errors: string[];
}

export default async function write(batch: PendingReview[]): Promise<WriteResult> {
  const errors: string[] = [];
  const failed = await writeReviewBatch(db(), batch, (err) => errors.push(err instanceof Error ? err.message : String(err)));
  return { failed, errors };
}

/** A battle's result, stored in one transaction (piscina task `finish`). */
export async function finish(battle: BattleToStore): Promise<[StoredOutcome, StoredOutcome]> {
  return finishBattle(db(), battle.meta, battle.seats);
}
