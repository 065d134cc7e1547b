/** One server with the built-in content for the whole end-to-end run. */
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    logFile: string;
  }
}

export default async function setup(project: TestProject) {
  // A short resend interval so one test can sign up and then sign in by code without waiting a minute;
  // every learner of the run signs up from 127.0.0.1, so the per-IP hourly code cap is lifted here.
  // The practice bot answers five times sooner and each answer shows for 0.5 s, not 1.5 s: a bot
  // battle plays the same ten questions in a fraction of the time (the bot still joins after 10 s).
  const server = await startServer('main', {
    SMS_RESEND_SECONDS: '3',
    SMS_IP_HOURLY_LIMIT: '1000',
    BATTLE_BOT_SPEED_PERCENT: '20',
    BATTLE_REVEAL_MS: '500',
  });
  project.provide('baseUrl', server.url);
  project.provide('logFile', server.logFile);
  return () => server.stop();
}
