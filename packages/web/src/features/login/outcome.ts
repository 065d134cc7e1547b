/**
 * What the login screen says after a sign-in attempt, per the spec's login states:
 * success, success without a token, failure (the server's localized reason, e.g.
 * "Invalid phone number or password"), or a request that never got an answer.
 */
import { toastableServerMessage } from '@qfl/core';
import { isSession } from '../../api/envelope';
import { isApiError } from '../../api/errors';

export type LoginMessage =
  | { key: 'login.succeeded' | 'login.registerSucceeded' | 'login.noToken' | 'login.failed' | 'login.requestFailed' }
  | { text: string };

export function answerMessage(answer: unknown, registering: boolean): LoginMessage {
  if (!isSession(answer)) return { key: 'login.noToken' };
  return { key: registering ? 'login.registerSucceeded' : 'login.succeeded' };
}

/**
 * Reasons the user must read in full, whatever their length in the UI language (the
 * 30-character cutoff exists to hide technical messages, not these).
 */
const USER_REASONS: ReadonlySet<string> = new Set<string>([
  'auth.invalidCredentials',
  'auth.phoneTaken',
  'sms.invalidPhone',
  'sms.codeInvalid',
  'sms.codeExpired',
  'sms.tooManyTries',
  'rateLimited',
  // Keys of the accounts work (no code requested, per-account backoff, wrong old password).
  'sms.codeNotSent',
  'auth.passwordBackoff',
  'auth.wrongPassword',
]);

export function failureMessage(error: unknown): LoginMessage {
  if (isApiError(error)) {
    if (error.kind === 'server') {
      const known = error.key !== undefined && USER_REASONS.has(error.key) && error.serverMsg;
      const text = known ? error.serverMsg : toastableServerMessage(error.serverMsg);
      return text ? { text } : { key: 'login.failed' };
    }
    if (error.isTransport) return { key: 'login.requestFailed' };
  }
  return { key: 'login.failed' };
}
