/**
 * `tsx e2e/serve.ts <state file>`: starts the end-to-end run's server ahead of it (npm test does,
 * before the unit suites), writes `{ url, logFile }` to the state file once it answers, and stops
 * it on SIGTERM or when its parent goes away (stdin closes).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { type ServedState, startMainServer } from './main-server.js';

const stateFile = process.argv[2] ?? '';
if (stateFile === '') throw new Error('usage: tsx e2e/serve.ts <state file>');
rmSync(stateFile, { force: true });
const server = await startMainServer().catch((err: unknown) => {
  // Said at once, so the e2e run starts its own server instead of waiting for this one.
  const failed: ServedState = { failed: err instanceof Error ? err.message : String(err) };
  writeFileSync(stateFile, `${JSON.stringify(failed)}\n`);
  process.exit(1);
});
const state: ServedState = { url: server.url, logFile: server.logFile };
writeFileSync(stateFile, `${JSON.stringify(state)}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  rmSync(stateFile, { force: true });
  await server.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
