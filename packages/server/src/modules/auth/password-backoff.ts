/**
 * Per-account password backoff, on top of the per-IP rate limit: after FREE_FAILURES wrong
 * passwords for one phone (known or not, so the answer reveals nothing), each further failure
 * locks password sign-in for that phone for BASE_DELAY_SECONDS · 2^(n−5), at most MAX_DELAY_SECONDS,
 * answered 429 with the wait. Code sign-in and password reset stay open, so the owner is never
 * locked out; any successful sign-in clears the count. Counters live in the Kv (Redis or in-process).
 */
import { AppError } from '../../http/errors.js';
import type { Kv } from '../../kv/kv.js';

export const FREE_FAILURES = 5;
export const BASE_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures are forgotten a day after the first one. */
const FAILURE_WINDOW_SECONDS = 24 * 3600;

const failKey = (phone: string) => `auth:pwfail:${phone}`;
const lockKey = (phone: string) => `auth:pwlock:${phone}`;

export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(BASE_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

export async function assertNoBackoff(kv: Kv, phone: string): Promise<void> {
  const seconds = await kv.ttl(lockKey(phone));
  if (seconds > 0) throw new AppError('auth.passwordBackoff', 429, { seconds });
}

export async function recordFailure(kv: Kv, phone: string): Promise<void> {
  const delay = backoffSeconds(await kv.incr(failKey(phone), FAILURE_WINDOW_SECONDS));
  if (delay > 0) await kv.setIfAbsent(lockKey(phone), '1', delay);
}

export async function clearFailures(kv: Kv, phone: string): Promise<void> {
  await kv.del(failKey(phone));
  await kv.del(lockKey(phone));
}
