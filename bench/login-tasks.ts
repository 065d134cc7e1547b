/**
 * The login page's main-thread tasks, measured in CPU time so that other work on the machine
 * does not inflate them (Lighthouse's blocking time uses wall time, which on a shared 2-core box
 * swings tenfold with the load). Loads the page in Chromium (playwright-core) with Lighthouse's
 * trace categories and mobile viewport, and prints per run: the first contentful paint, the tasks
 * of ≥ 10 ms CPU after it, an estimate of Lighthouse's total blocking time from those (each task
 * × 4 for its CPU throttling, × 2 when it lays out, minus 50 ms; shorter tasks are dropped from
 * its simulation), the total CPU of all tasks, then the tasks of ≥ MIN ms with what they ran.
 * On demand, against a running production server:
 *   BENCH_URL=http://127.0.0.1:4100 [BENCH_RUNS=3] [BENCH_MIN_MS=8] npm run bench -- login-tasks
 */
import { chromium } from 'playwright-core';

const url = process.env.BENCH_URL;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const MIN_MS = Number(process.env.BENCH_MIN_MS ?? 8);
if (!url) throw new Error('login-tasks: set BENCH_URL to a running production server');

/** The categories bench/lighthouse.ts's Lighthouse 12 traces with: they change what V8 does. */
const CATEGORIES = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
];
const SHOWN = new Set(['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'RunMicrotasks']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as TraceEvent[])));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await page.goto(`${url}/`, { waitUntil: 'load' });
  // Only waits: a locator would inject Playwright's script into the page, a task of its own.
  await page.waitForTimeout(6000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url));
  if (!parse) throw new Error('login-tasks: the page was not in the trace');
  const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
  const t0 = parse.ts;
  const ms = (us: number) => (us / 1000).toFixed(0);
  let total = 0;
  let blocking = 0;
  let long = 0;
  const lines: string[] = [];
  for (const task of onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    total += cpu;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const lays = inside.some((e) => e.name === 'Layout');
    if (fcp && end > fcp.ts && cpu >= 10) {
      long++;
      blocking += Math.max(0, (lays ? 2 : 4) * cpu - 50);
    }
    if (cpu < MIN_MS) continue;
    const what = inside
      .filter((e) => SHOWN.has(e.name) && (e.dur ?? 0) > 1000)
      .slice(0, 5)
      .map((e) => `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : ''}:${((e.dur ?? 0) / 1000).toFixed(1)}`)
      .join(' ');
    lines.push(
      `  ${ms(task.ts - t0).padStart(6)} ms  cpu ${cpu.toFixed(1).padStart(5)}  wall ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${what}`,
    );
  }
  console.log(
    `run ${run}: FCP ${fcp ? ms(fcp.ts - t0) : '?'} ms, tasks ≥ 10 ms CPU after FCP: ${long}, estimated blocking ${blocking.toFixed(0)} ms, all tasks ${total.toFixed(0)} ms CPU`,
  );
  for (const line of lines) console.log(line);
}
await browser.close();
