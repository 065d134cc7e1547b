// Entry of the speech worker thread (see espeak-engine.ts). Plain JavaScript on purpose: on
// Node 20 a worker cannot start from a .ts file even under `node --import tsx`, so this loads
// the TypeScript worker through tsx's API, or the compiled .js one when there is one.
import { workerData } from 'node:worker_threads';

const { module } = workerData;
if (module.endsWith('.ts')) {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport(module, import.meta.url);
} else {
  await import(module);
}
