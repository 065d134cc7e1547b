/**
 * Where worker-thread entry points live: `./workers/<name>.ts` next to this file when the server
 * runs from TypeScript source (tsx in development, vitest in tests) and `./workers/<name>.js` in
 * the built server, where esbuild bundles this file into dist/main.js and every src/workers/*.ts
 * into dist/workers/<name>.js. The extension of this module's own URL tells which case we are in.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');

/** The URL of a worker entry point, e.g. `workerUrl('speech')`. */
export function workerUrl(name: string): URL {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`invalid worker name ${name}`);
  return new URL(`./workers/${name}.${fromSource ? 'ts' : 'js'}`, import.meta.url);
}

/**
 * Node options for a worker thread. From source, the thread registers tsx itself (a worker
 * does not inherit the loader hooks of the main thread, and vitest's transform does not reach
 * it); the built server's workers are plain JavaScript and need nothing.
 */
export function workerExecArgv(): string[] {
  if (!fromSource) return [];
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(tsx).href];
}
