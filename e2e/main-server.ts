/**
 * The one server of an end-to-end run, with the built-in content: started by global-setup.ts, or
 * ahead of the run by serve.ts (npm test starts it before the unit suites, so its content load
 * and background sentence indexing overlap them instead of the browser tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import { type RunningServer, startServer } from './server.js';

// A short resend interval so one test can sign up and then sign in by code without waiting a minute;
// every learner of the run signs up from 127.0.0.1, so the per-IP hourly code cap and the per-IP
// limit of the sign-up and sign-in routes (30 a minute, which two workers reach) are lifted here.
// The practice bot answers five times sooner and each answer shows for 0.5 s, not 1.5 s: a bot
// battle plays the same ten questions in a fraction of the time (the bot still joins after 10 s).
const MAIN_ENV = {
  SMS_RESEND_SECONDS: '3',
  SMS_IP_HOURLY_LIMIT: '1000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  BATTLE_BOT_SPEED_PERCENT: '20',
  BATTLE_REVEAL_MS: '500',
};

export function startMainServer(): Promise<RunningServer> {
  return startServer('main', MAIN_ENV);
}

/** What serve.ts writes once its server answers, or why it could not start one. */
export type ServedState = { url: string; logFile: string } | { failed: string };

/**
 * The server serve.ts started, when `stateFile` names one that answers; null otherwise (the file is
 * not there after `waitMs`, serve.ts could not start it, or it does not answer), and the run starts
 * its own.
 */
export async function servedServer(stateFile: string | undefined, waitMs = 180_000): Promise<{ url: string; logFile: string } | null> {
  if (!stateFile) return null;
  const deadline = Date.now() + waitMs;
  while (!existsSync(stateFile)) {
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, 250));
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as ServedState;
  if ('failed' in state) return null;
  const ok = await fetch(`${state.url}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
  return ok ? state : null;
}
