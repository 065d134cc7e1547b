/**
 * Sign-in calls of the account (paths and verbs as the server specifies them): SMS code,
 * sign up, sign in, sign out. Plain calls, no query state: the login page uses them without
 * loading TanStack Query, and their answers become the session (session/store), not a cache.
 */
import type { LoginBody, RegisterBody, SendCodeBody } from '@qfl/core';
import { api } from '../../../api/http';

/** The caller shows the daily-limit modal itself; other failures are toasted here. */
export function sendCode(body: SendCodeBody) {
  return api.call('POST /api/user/sendCode', { body, quiet: ['sms.dailyLimit'] });
}

/** Sign up and sign in word their own failures ("login failed", "login request failed"). */
export function register(body: RegisterBody) {
  return api.call('POST /api/user/register/', { body, toast: false });
}

export function login(body: LoginBody) {
  return api.call('POST /api/user/login/', { body, toast: false });
}

export function logout() {
  return api.call('POST /api/user/logout/', { auth: true, toast: false });
}
