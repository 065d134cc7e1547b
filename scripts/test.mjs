#!/usr/bin/env node
// `npm test`: every suite and gate — typecheck; Biome (format + lint); import boundaries and cycles;
// the server modules' shape (no SQL in routes, every route from its declaration); installed
// engines; declared and used dependencies, one React; no timing assertions; unit + integration (SQLite, and
// PostgreSQL/Redis when DATABASE_URL / REDIS_URL are set); the web build and its bundle budgets; the
// server build; end-to-end in Chromium against both builds. Each gate or build counts as one test.
// Prints one closing line `N passed, N failed` summing everything (also written to
// var/test-results/summary.json for CI) and exits non-zero on any failure.
// `npm test -- <name>...` runs only the named steps (typecheck, biome, boundaries, cycles, shape,
// engines, deps, timing, unit, build, size, server, e2e); e2e brings the builds it needs. The
// builds come first, and the browser tests' server starts right after them (serveE2e).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const out = join(root, 'var/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2).map((name) => (name === 'lint' ? 'biome' : name));
const wanted = (name) => only.length === 0 || only.includes(name);

let passed = 0;
let failed = 0;
const summary = [];
/** Failed and flaky tests by name, printed with the summary. */
const notes = [];

/** Runs a command, its output streamed; resolves whether it succeeded. */
function step(name, cmd, args, env = process.env) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    const finish = (ok) => {
      summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      done(ok);
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

/** A check that is one test: typecheck, a gate, a build. */
async function check(name, cmd, args) {
  const ok = await step(name, cmd, args);
  if (ok) passed++;
  else failed++;
  return ok;
}

/** A vitest run whose JSON report is summed. A run that crashes before reporting counts as one failure. */
async function vitest(name, args, env = process.env) {
  const file = join(out, `${name}.json`);
  const ok = await step(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`], env);
  if (!existsSync(file)) {
    failed++;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed without a failed test (it did not load, or its worker died) is one failure.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  const before = failed;
  // Named at the end of the run (CI shows its tail): what failed, and what passed only on a retry.
  for (const f of report.testResults) {
    const file = f.name.replace(`${root}/`, '');
    if (f.status === 'failed' && f.assertionResults.length === 0)
      notes.push(`FAILED ${name}: ${file} (did not load) ${f.message.split('\n')[0]}`);
    for (const a of f.assertionResults) {
      const first = (a.failureMessages ?? [])[0]?.split('\n')[0] ?? '';
      if (a.status === 'failed') notes.push(`FAILED ${name}: ${file} > ${a.fullName}: ${first}`);
      else if (a.status === 'passed' && (a.failureMessages ?? []).length > 0)
        notes.push(`FLAKY ${name} (passed on retry): ${file} > ${a.fullName}: ${first}`);
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenFiles.length;
  if (!ok && failed === before) failed++; // e.g. an unhandled error outside any test
}

const gate = (name) => [process.execPath, [join('scripts', name)]];

/** Typecheck, lint and the gates: quick, and mostly one core. */
async function gates() {
  if (wanted('typecheck')) await check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  if (wanted('biome')) await check('biome (format + lint)', 'npx', ['biome', 'check', '.']);
  if (wanted('boundaries')) await check('import boundaries', ...gate('check-boundaries.mjs'));
  if (wanted('cycles')) await check('import cycles', ...gate('check-cycles.mjs'));
  if (wanted('shape')) await check('module shape', ...gate('check-module-shape.mjs'));
  if (wanted('engines')) await check('engines', ...gate('check-engines.mjs'));
  if (wanted('deps')) await check('declared dependencies, one React', ...gate('check-deps.mjs'));
  if (wanted('timing')) await check('no timing assertions', ...gate('check-no-timing.mjs'));
}

/** The builds, first: the bundle budgets and the browser tests need them. */
async function builds() {
  const built = { web: false, server: false };
  if (wanted('build') || wanted('size') || wanted('e2e')) built.web = await check('build web', 'npm', ['run', 'build', '--silent']);
  if (wanted('server') || wanted('e2e')) built.server = await check('build server', process.execPath, ['packages/server/build.mjs']);
  return built;
}

/**
 * The browser tests' server, started now so that its content load and background sentence index
 * (about 80 s of work) overlap the gates and unit suites instead of slowing the browser tests; the
 * e2e run finds it through QFL_E2E_SERVER (e2e/main-server.ts) and starts its own if it is not up.
 */
function serveE2e() {
  const stateFile = join(out, 'e2e-server.json');
  // One process (tsx as a loader, not its CLI), so the stop signal reaches serve.ts itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts', stateFile], {
    cwd: root,
    env: process.env,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  child.on('error', () => undefined);
  const exited = new Promise((done) => child.once('exit', done));
  return {
    env: { ...process.env, QFL_E2E_SERVER: stateFile },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const built = await builds();
const e2eServer = wanted('e2e') && built.web && built.server ? serveE2e() : null;
try {
  // One step at a time otherwise: on these 2-core machines the suites are CPU-bound, and running
  // the unit suites beside the browser tests made both slower than one after the other.
  await gates();
  if (wanted('unit')) await vitest('unit', []);
  // CI (.ci/run) also runs the suites on Node 24 here and counts that run from its result file.
  const node24 = process.env.QFL_NODE24_RESULT;
  if (node24 && wanted('unit')) await step('unit on Node 24', process.execPath, ['scripts/test-node24.mjs', node24]);
  if (wanted('size')) {
    if (built.web) await check('bundle budgets', 'npm', ['run', 'size', '--silent', '-w', '@qfl/web']);
    else failed++;
  }
  if (wanted('e2e')) {
    if (e2eServer) await vitest('e2e', ['-c', 'e2e/vitest.config.ts'], e2eServer.env);
    else failed++;
  }
} finally {
  await e2eServer?.stop();
}

writeFileSync(join(out, 'summary.json'), `${JSON.stringify({ passed, failed, steps: summary, notes })}\n`);
console.log(`\n${[...notes, ...summary].join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
