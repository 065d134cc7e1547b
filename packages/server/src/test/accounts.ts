/** Test helpers for accounts: real sign-ups through the API, as a client does them. */
import type { Session } from '@qfl/core';
import type { TestApp } from './harness.js';

export function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

export const auth = (session: Session) => ({ authorization: `Token ${session.token}` });

/** Asks for a code (clearing the resend cooldown first, as time passing would) and returns the code sent, if any. */
export async function requestCode(t: TestApp, phone: string, purpose: 'register' | 'login' | 'reset'): Promise<string> {
  await t.app.kv.del(`sms:cool:${phone}`);
  const res = await post(t, '/api/user/sendCode', { phone, purpose });
  if (res.statusCode !== 200) throw new Error(`sendCode answered ${res.statusCode}: ${res.body}`);
  return t.lastCode(phone);
}

export async function signUp(t: TestApp, phone: string, password = 'secret123', extra: object = {}): Promise<Session> {
  const code = await requestCode(t, phone, 'register');
  const res = await post(t, '/api/user/register/', { phone, code, password, ...extra });
  if (res.statusCode !== 200) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return res.json().data as Session;
}

/** A wrong code for a given right one. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
