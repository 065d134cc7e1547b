/**
 * Progress of a preview or an apply, for the web's progress bar: `{stage, done, total}` kept in
 * the key-value store (Redis when configured, so any process answers the poll) under the
 * client's progress key (preview) or the upload id (apply), for a few minutes. Updates are
 * throttled so that a 100,000-row apply writes a few dozen times, not 100,000.
 */
import type { UploadProgress } from '@qfl/core';
import type { Kv } from '../../kv/kv.js';

const TTL_SECONDS = 600;
const EVERY_MS = 250;

const keyOf = (userId: number, key: string) => `upload:progress:${userId}:${key}`;

export interface ProgressReporter {
  report(stage: UploadProgress['stage'], done: number, total: number): Promise<void>;
}

export function progressReporter(kv: Kv, userId: number, key: string | undefined): ProgressReporter {
  let last = 0;
  let lastStage = '';
  return {
    async report(stage, done, total) {
      if (!key) return;
      const now = Date.now();
      if (stage === lastStage && now - last < EVERY_MS && done < total) return;
      last = now;
      lastStage = stage;
      await kv.set(keyOf(userId, key), JSON.stringify({ stage, done, total } satisfies UploadProgress), TTL_SECONDS);
    },
  };
}

export async function readProgress(kv: Kv, userId: number, key: string): Promise<UploadProgress | null> {
  const raw = await kv.get(keyOf(userId, key));
  return raw ? (JSON.parse(raw) as UploadProgress) : null;
}
