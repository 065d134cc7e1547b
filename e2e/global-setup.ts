/** One server with the built-in content for the whole end-to-end run (main-server.ts). */
import type { TestProject } from 'vitest/node';
import { servedServer, startMainServer } from './main-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    logFile: string;
  }
}

export default async function setup(project: TestProject) {
  // Started ahead of the run by npm test (serve.ts), which also stops it.
  const served = await servedServer(process.env.QFL_E2E_SERVER);
  if (served) {
    project.provide('baseUrl', served.url);
    project.provide('logFile', served.logFile);
    return;
  }
  const server = await startMainServer();
  project.provide('baseUrl', server.url);
  project.provide('logFile', server.logFile);
  return () => server.stop();
}
