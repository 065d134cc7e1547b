#!/usr/bin/env node
// `npm run bench`: runs every benchmark under bench/ one after another and prints their reports.
// Benchmarks measure; tests never assert timings. Checks that judge content rather than measure
// speed (ON_DEMAND) run only when named: `npm run bench -- content-quality`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ON_DEMAND = ['content-quality.ts', 'login-tasks.ts'];
const only = process.argv.slice(2);
const files = readdirSync(join(root, 'bench'))
  .filter((f) => /\.(mjs|ts)$/.test(f) && !f.startsWith('_'))
  .filter((f) => (only.length === 0 ? !ON_DEMAND.includes(f) : only.some((o) => f.includes(o))))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join('bench', file)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
