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
  // A short resend interval so one test can sign up and then sign in by code without waiting a minute.
  const server = await startServer('main', { SMS_RESEND_SECONDS: '3' });
  project.provide('baseUrl', server.url);
  project.provide('logFile', server.logFile);
  return () => server.stop();
}
