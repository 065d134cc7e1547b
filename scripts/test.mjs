#!/usr/bin/env node
// `npm test`: every suite — typecheck, lint, unit + integration (SQLite, and PostgreSQL/Redis when
// DATABASE_URL / REDIS_URL are set), then end-to-end in Chromium against the production build.
// Prints one closing line `N passed, N failed` summing all suites and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const out = join(root, 'var/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

let passed = 0;
let failed = 0;
const summary = [];

function step(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = r.status === 0;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** A check that is one test: typecheck, lint. */
function check(name, cmd, args) {
  if (step(name, cmd, args)) passed++;
  else failed++;
}

/** A vitest run whose JSON report is summed. A run that crashes before reporting counts as one failure. */
function vitest(name, args) {
  const file = join(out, `${name}.json`);
  const ok = step(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
  if (!existsSync(file)) {
    failed++;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (!ok && report.numFailedTests === 0) failed++; // e.g. a suite that failed to load
}

if (wanted('typecheck')) check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
if (wanted('lint')) check('lint', 'npx', ['biome', 'lint', '.']);
if (wanted('unit')) vitest('unit', []);
if (wanted('e2e')) {
  if (step('build web', 'npm', ['run', 'build', '--silent'])) vitest('e2e', ['-c', 'e2e/vitest.config.ts']);
  else failed++;
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
