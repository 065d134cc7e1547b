/**
 * The battle review writer (piscina task module, see modules/battle/review-writer.ts): its own
 * database connection (the app's SQLite file or PostgreSQL URL, from workerData), so the memory
 * updates of a thousand rooms' answers (FSRS, several statements each) run beside the event loop
 * that relays the frames, not on it. Answers the reviews it could not write, with why.
 */
import { workerData } from 'node:worker_threads';
import { type Database, openDatabase } from '../db/database.js';
import { type PendingReview, writeReviewBatch } from '../modules/battle/review-batch.js';

let database: Database | null = null;

export interface WriteResult {
  failed: PendingReview[];
  errors: string[];
}

export default async function write(batch: PendingReview[]): Promise<WriteResult> {
  database ??= openDatabase(workerData as { databaseUrl?: string; sqlitePath: string });
  const errors: string[] = [];
  const failed = await writeReviewBatch(database.db, batch, (err) => errors.push(err instanceof Error ? err.message : String(err)));
  return { failed, errors };
}
