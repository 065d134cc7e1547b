/**
 * SMS verification codes: 6 digits, valid 5 minutes, 5 wrong tries, 60 s between sends,
 * a daily cap per phone and an hourly cap per IP (counters in the Kv: Redis or in-process).
 */
import { randomInt } from 'node:crypto';
import { CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_MAX_WRONG_TRIES } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { Kv } from '../../kv/kv.js';
import { sha256 } from './hash.js';
import { authRepo } from './repo.js';
import type { SmsProvider } from './sms-provider.js';

export interface SmsLimits {
  dailyLimit: number;
  ipHourlyLimit: number;
  resendSeconds: number;
}

const day = (now: number) => new Date(now).toISOString().slice(0, 10);
const hour = (now: number) => new Date(now).toISOString().slice(0, 13);
const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

export async function sendCode(
  deps: { db: Kysely<DB>; kv: Kv; sms: SmsProvider; limits: SmsLimits },
  phone: string,
  purpose: string,
  ip: string,
  now = Date.now(),
): Promise<{ cooldownSeconds: number }> {
  const { db, kv, sms, limits } = deps;
  if (!(await kv.setIfAbsent(`sms:cool:${phone}`, '1', limits.resendSeconds))) {
    throw new AppError('sms.cooldown', 429, { seconds: await kv.ttl(`sms:cool:${phone}`) });
  }
  if ((await kv.incr(`sms:day:${phone}:${day(now)}`, 86_400)) > limits.dailyLimit) {
    throw new AppError('sms.dailyLimit', 429, { limit: limits.dailyLimit });
  }
  if ((await kv.incr(`sms:ip:${ip}:${hour(now)}`, 3600)) > limits.ipHourlyLimit) {
    throw new AppError('sms.ipLimit', 429);
  }
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await authRepo.insertCode(db, phone, purpose, codeHash(phone, code), now + SMS_CODE_TTL_SECONDS * 1000, now);
  await sms.sendCode(phone, code);
  return { cooldownSeconds: limits.resendSeconds };
}

/** Consumes a code. Wrong tries count; the fifth wrong try burns the code. */
export async function consumeCode(db: Kysely<DB>, phone: string, purpose: string, code: string, now = Date.now()): Promise<void> {
  const failure = await db.transaction().execute(async (trx) => {
    const row = await authRepo.latestCode(trx, phone, purpose);
    if (!row || row.expires_at <= now) return new AppError('sms.codeExpired', 422);
    if (row.attempts >= SMS_MAX_WRONG_TRIES) return new AppError('sms.tooManyTries', 422);
    if (row.code_hash !== codeHash(phone, code)) {
      await authRepo.countWrongTry(trx, Number(row.id));
      return new AppError(row.attempts + 1 >= SMS_MAX_WRONG_TRIES ? 'sms.tooManyTries' : 'sms.codeInvalid', 422);
    }
    await authRepo.markCodeUsed(trx, Number(row.id), now);
    return null;
  });
  if (failure) throw failure;
}
