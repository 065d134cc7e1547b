/**
 * SMS verification codes: 6 digits, valid 5 minutes, 5 tries, 60 s between sends, a daily cap
 * per phone and an hourly cap per IP (counters in the Kv: Redis or in-process).
 * The caps count UTC days and hours on purpose: they protect the SMS budget, which the provider
 * bills per UTC day, and must not move with a time zone the caller chooses.
 */
import { randomInt } from 'node:crypto';
import { CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_MAX_WRONG_TRIES } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import type { Kv } from '../../kv/kv.js';
import { newSecret, sha256 } from './hash.js';
import { authRepo } from './repo.js';
import type { SmsProvider } from './sms-provider.js';

export type CodePurpose = 'register' | 'login' | 'reset';

export interface SmsLimits {
  dailyLimit: number;
  ipHourlyLimit: number;
  resendSeconds: number;
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);
const utcHour = (now: number) => new Date(now).toISOString().slice(0, 13);
const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

/**
 * Sends a code. `deliver` is false when the phone cannot use it (login or reset for a phone
 * without an account): the same limits apply and the same answer comes back, and a code that can
 * never match is stored, so every later step behaves exactly as for a registered phone.
 */
export async function sendCode(
  deps: { db: Executor; kv: Kv; sms: SmsProvider; limits: SmsLimits },
  phone: string,
  purpose: CodePurpose,
  ip: string,
  deliver: boolean,
  now = Date.now(),
): Promise<{ cooldownSeconds: number }> {
  const { db, kv, sms, limits } = deps;
  if (!(await kv.setIfAbsent(`sms:cool:${phone}`, '1', limits.resendSeconds))) {
    throw new AppError('sms.cooldown', 429, { seconds: await kv.ttl(`sms:cool:${phone}`) });
  }
  if ((await kv.incr(`sms:day:${phone}:${utcDay(now)}`, 86_400)) > limits.dailyLimit) {
    throw new AppError('sms.dailyLimit', 429, { limit: limits.dailyLimit });
  }
  if ((await kv.incr(`sms:ip:${ip}:${utcHour(now)}`, 3600)) > limits.ipHourlyLimit) {
    throw new AppError('sms.ipLimit', 429);
  }
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  // A digest of a random secret never equals the digest of any 6-digit code.
  const stored = deliver ? codeHash(phone, code) : sha256(`never:${newSecret()}`);
  await authRepo.insertCode(db, phone, purpose, stored, now + SMS_CODE_TTL_SECONDS * 1000, now);
  if (deliver) await sms.sendCode(phone, code);
  return { cooldownSeconds: limits.resendSeconds };
}

/**
 * Checks a code and consumes it when it matches. Returns the failure instead of throwing so the
 * caller's transaction commits the counted try (a wrong guess must stay counted); throw it after.
 * Call it inside the transaction that uses the code, so a failure later on also un-consumes it.
 */
export async function checkCode(
  db: Executor,
  phone: string,
  purpose: CodePurpose,
  code: string,
  now = Date.now(),
): Promise<AppError | null> {
  const row = await authRepo.latestCode(db, phone, purpose);
  if (!row) return new AppError('sms.codeNotSent', 422);
  const counted = await authRepo.countTry(db, row.id, now);
  if (!counted) {
    if (row.used_at === null && row.expires_at > now && row.attempts >= SMS_MAX_WRONG_TRIES) return new AppError('sms.tooManyTries', 422);
    // Used or expired (a parallel request may have used it or burnt the last try meanwhile).
    const fresh = await authRepo.latestCode(db, phone, purpose);
    if (fresh && fresh.used_at === null && fresh.expires_at > now) return new AppError('sms.tooManyTries', 422);
    return new AppError('sms.codeExpired', 422);
  }
  if (counted.code_hash !== codeHash(phone, code)) {
    return new AppError(counted.attempts >= SMS_MAX_WRONG_TRIES ? 'sms.tooManyTries' : 'sms.codeInvalid', 422);
  }
  const used = await authRepo.markCodeUsed(db, row.id, now);
  if (Number(used.numUpdatedRows) !== 1) return new AppError('sms.codeExpired', 422);
  return null;
}
