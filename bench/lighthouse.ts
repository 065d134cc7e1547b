/**
 * Lighthouse (mobile preset: Moto G Power, simulated slow 4G and 4× CPU) on the login page of
 * the production server, started here as a child process on a free loopback port with a
 * throw-away SQLite file. Builds nothing: run `npm run build` first.
 * Prints performance, LCP, accessibility and best practices (median of BENCH_LH_RUNS runs,
 * default 3) and the audits that fail. Targets: performance ≥ 95, LCP ≤ 1.5 s, a11y ≥ 98.
 * Run: npm run bench -- lighthouse   (BENCH_URL=http://host:port to measure a running server;
 * BENCH_LH_SAVE=var/lh to keep each run's full JSON report and its trace)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './_free-port.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { performance: 95, lcpMs: 1500, accessibility: 98 };

async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(join(root, 'packages/web/dist/index.html'))) throw new Error('no web build: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'qfl-lh-'));
  const port = await freePort();
  const { DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SQLITE_PATH: join(dir, 'app.db'),
      AUDIO_CACHE_DIR: join(dir, 'audio'),
      CONTENT_AUTOLOAD: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((ok) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          ok();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  longTasks: string[];
}

async function runOnce(url: string): Promise<RunResult> {
  // A fresh browser per run: nothing cached, no service worker from the run before.
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    // BENCH_LH_SAVE=dir keeps each run's full report (LCP element, render-blocking resources).
    if (process.env.BENCH_LH_SAVE) {
      mkdirSync(process.env.BENCH_LH_SAVE, { recursive: true });
      const stamp = Date.now();
      writeFileSync(join(process.env.BENCH_LH_SAVE, `lighthouse-${stamp}.json`), JSON.stringify(lhr));
      // The run's trace too (chrome://tracing, DevTools): which main-thread task each blocking ms is in.
      const trace = (result.artifacts as unknown as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(join(process.env.BENCH_LH_SAVE, `trace-${stamp}.json`), JSON.stringify(trace));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing: string[] = [];
    for (const [cat, category] of Object.entries(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'notApplicable')
          continue;
        failing.push(`${cat}: ${audit.id} (${Math.round(audit.score * 100)})${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
      }
    }
    // Where the blocking time comes from: the long main-thread tasks and the script behind each.
    const longTasks = (
      (lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? []
    ).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ms ${t.url.replace(url, '/')}`);
    return {
      longTasks,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: numeric('largest-contentful-paint'),
      fcp: numeric('first-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startServer();
try {
  const url = `${server.url}/`;
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await runOnce(url);
    results.push(r);
    console.log(
      `run ${i + 1}: long tasks ${r.longTasks.join(' | ') || 'none'}\nrun ${i + 1}: performance ${r.performance}, LCP ${(r.lcp / 1000).toFixed(2)} s, FCP ${(r.fcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}`,
    );
  }
  const m = (k: keyof Omit<RunResult, 'failing' | 'longTasks'>) => median(results.map((r) => r[k]));
  console.log(`\nLighthouse ${lighthouseVersion()} mobile, login page ${url}, median of ${runs}:`);
  console.log(`  performance     ${m('performance')}   (target ≥ ${TARGETS.performance})`);
  console.log(`  LCP             ${(m('lcp') / 1000).toFixed(2)} s (target ≤ ${TARGETS.lcpMs / 1000} s)`);
  console.log(`  FCP             ${(m('fcp') / 1000).toFixed(2)} s`);
  console.log(`  TBT             ${Math.round(m('tbt'))} ms`);
  console.log(`  CLS             ${m('cls').toFixed(3)}`);
  console.log(`  accessibility   ${m('accessibility')}   (target ≥ ${TARGETS.accessibility})`);
  console.log(`  best practices  ${m('bestPractices')}`);
  console.log(`  SEO             ${m('seo')}`);
  const failing = [...new Set(results.flatMap((r) => r.failing))].sort();
  console.log(failing.length ? `failing audits (any run):\n  ${failing.join('\n  ')}` : 'failing audits: none');
} finally {
  await server.stop();
}

function lighthouseVersion(): string {
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
}
