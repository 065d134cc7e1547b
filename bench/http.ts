/**
 * HTTP round trips side by side in one run (`npm run bench -- http`): a bare Fastify JSON route,
 * this app's GET /api/health and an authenticated GET /api/user/info (a real user signed up
 * through the SMS flow), each server in its own child process on loopback, the app on SQLite
 * with request logging on (info, to a file as in production). Each route is driven by autocannon
 * for BENCH_SECONDS (10 by default) in all, in rounds that alternate the routes so a busy
 * machine weighs on each alike, after a short warm-up; the report gives req/s (mean of the
 * rounds), p50/p99 latency (median of the rounds) and the ratio to the bare route.
 * Target: the authenticated round trip ≥ 35 % of the bare one.
 * The app runs as `npm start` runs it (packages/server/dist/main.js, the server's node options).
 * BENCH_APP_ROOT runs the app of another checkout (e.g. an export of an older commit) for a
 * before/after comparison.
 */
import { fork, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, waitForSmsCode } from '../e2e/server.js';
import { SERVER_NODE_ARGS } from '../packages/server/node-args.mjs';
import { freePort } from './_free-port.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const appRoot = process.env.BENCH_APP_ROOT ?? root;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU time the server process spent, in ms (Linux /proc; 0 elsewhere). */
  cpuMs: number;
}

/** user + system CPU time of a process in ms, from /proc (clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function drive(url: string, headers: Record<string, string>, duration: number, pid?: number): Promise<Figures> {
  const cpu0 = cpuMsOf(pid);
  return new Promise((ok, fail) => {
    autocannon({ url, headers, connections, duration, pipelining: 1 }, (err, r) => {
      if (err) return fail(err);
      const cpuMs = cpuMsOf(pid) - cpu0;
      ok({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
        requests: r.requests.total,
        cpuMs,
      });
    });
  });
}

async function post<T>(url: string, body: object): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${url}: ${json.msg}`);
  return json.data;
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} cores; ${connections} connections, ${seconds} s each`,
);

// The bare route.
const barePort = await freePort();
const bare = fork(join(root, 'bench/_bare-server.mjs'), { env: { ...process.env, PORT: String(barePort) }, stdio: 'inherit' });
await new Promise<void>((ok) => bare.once('message', () => ok()));

// The real app: production mode, SQLite, request logs at info to a file (as e2e/server.ts does).
const dir = join(root, 'var/bench-http');
mkdirSync(dir, { recursive: true });
const appPort = await freePort();
const logFile = join(dir, 'server.log');
const appUrl = `http://127.0.0.1:${appPort}`;
// BENCH_CPU_PROF=<dir> writes the app's CPU profile there (when it exits).
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
// The app as `npm start` runs it: the built server (built here when a source is newer) with its node options.
const build = spawnSync(process.execPath, ['packages/server/build.mjs', '--if-stale'], { cwd: appRoot, encoding: 'utf8' });
if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
const appProc = spawn(process.execPath, [...profile, ...SERVER_NODE_ARGS, 'packages/server/dist/main.js'], {
  cwd: appRoot,
  env: {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    SQLITE_PATH: join(dir, `app-${Date.now()}.db`),
    CONTENT_AUTOLOAD: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const log = createWriteStream(logFile);
appProc.stdout?.pipe(log);
appProc.stderr?.pipe(log);
for (let i = 0; ; i++) {
  if (appProc.exitCode !== null) throw new Error(`app exited:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
  try {
    if ((await fetch(`${appUrl}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600) throw new Error('app did not start');
  await new Promise((r) => setTimeout(r, 200));
}
const phone = `139${String(Date.now()).slice(-8)}`;
await post(`${appUrl}/api/user/sendCode`, { phone, purpose: 'register' });
const session = await post<{ token: string }>(`${appUrl}/api/user/register/`, {
  phone,
  code: await waitForSmsCode(logFile, phone),
  password: 'secret123',
});
const auth = { authorization: `Token ${session.token}` };

const runs: [string, string, Record<string, string>, number | undefined][] = [
  ['bare Fastify JSON route', `http://127.0.0.1:${barePort}/`, {}, bare.pid],
  ['GET /api/health', `${appUrl}/api/health`, {}, appProc.pid],
  ['GET /api/user/info (authenticated)', `${appUrl}/api/user/info`, auth, appProc.pid],
];
const perRound: Figures[][] = runs.map(() => []);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
try {
  for (const [, url, headers] of runs) await drive(url, headers, 2); // warm-up: JIT, caches, connections
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, url, headers, pid]] of runs.entries()) perRound[i]?.push(await drive(url, headers, seconds / rounds, pid));
  }
} finally {
  bare.kill('SIGTERM');
  appProc.kill('SIGTERM');
}
const results: Figures[] = perRound.map((rs) => ({
  rps: rs.reduce((sum, r) => sum + r.rps, 0) / rs.length,
  p50: median(rs.map((r) => r.p50)),
  p99: median(rs.map((r) => r.p99)),
  errors: rs.reduce((sum, r) => sum + r.errors, 0),
  requests: rs.reduce((sum, r) => sum + r.requests, 0),
  cpuMs: rs.reduce((sum, r) => sum + r.cpuMs, 0),
}));
// Server CPU per request: what the ratio would be on an idle machine where each server has a
// core to itself, whatever else was running during this one.
const cpuPerRequest = (r: Figures) => (r.requests > 0 ? (1000 * r.cpuMs) / r.requests : 0);

const base = results[0]?.rps ?? 1;
const baseCpu = cpuPerRequest(results[0] as Figures);
console.log(
  `${'route'.padEnd(38)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs bare'.padStart(8)} ${'CPU µs/req'.padStart(11)} ${'vs bare'.padStart(8)}`,
);
runs.forEach(([name], i) => {
  const r = results[i] as Figures;
  const ratio = `${((100 * r.rps) / base).toFixed(0)} %`;
  const cpu = cpuPerRequest(r);
  const cpuRatio = cpu > 0 ? `${((100 * baseCpu) / cpu).toFixed(0)} %` : '-';
  console.log(
    `${name.padEnd(38)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(8)} ${cpu.toFixed(0).padStart(11)} ${cpuRatio.padStart(8)}${r.errors ? `  (${r.errors} errors)` : ''}`,
  );
});
const authRatio = (results[2]?.rps ?? 0) / base;
const authCpu = cpuPerRequest(results[2] as Figures);
console.log(`authenticated round trip: ${(100 * authRatio).toFixed(0)} % of the bare route's req/s (target ≥ 35 %)`);
if (authCpu > 0) console.log(`by server CPU per request (load-independent): ${((100 * baseCpu) / authCpu).toFixed(0)} % of the bare route`);
