/**
 * Sign-in calls of the account (paths and verbs as the server specifies them): SMS code,
 * sign up, sign in, sign out. Plain calls, no query state: the login page uses them without
 * loading TanStack Query, and their answers become the session (session/store), not a cache.
 */
import type { LoginBody, RegisterBody, SendCodeBody, Session } from '@qfl/core';
import { api } from '../../../api/http';

interface SendCodeAnswer {
  cooldownSeconds: number;
}

/** The caller shows the daily-limit modal itself; other failures are toasted here. */
export function sendCode(body: SendCodeBody): Promise<SendCodeAnswer> {
  return api.post('/api/user/sendCode', { body, quiet: ['sms.dailyLimit'] });
}

/** Sign up and sign in word their own failures ("login failed", "login request failed"). */
export function register(body: RegisterBody): Promise<Session> {
  return api.post('/api/user/register/', { body, toast: false });
}

export function login(body: LoginBody): Promise<Session> {
  return api.post('/api/user/login/', { body, toast: false });
}

export function logout(): Promise<null> {
  return api.post('/api/user/logout/', { auth: true, toast: false });
}
