/**
 * Starts the real server as it ships (the built JavaScript in packages/server/dist, serving the
 * production web build + API) on a free port with its own SQLite file.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/_free-port.js';
import { SERVER_NODE_ARGS } from '../packages/server/node-args.mjs';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface RunningServer {
  url: string;
  logFile: string;
  /** The server process (benchmarks read its memory from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

let serverBuilt = false;

/** Rebuilds packages/server/dist when a source is newer, so a run never tests a stale server. */
function buildServerIfStale(): void {
  if (serverBuilt) return;
  const r = spawnSync(process.execPath, ['packages/server/build.mjs', '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`server build failed:\n${r.stdout}${r.stderr}`);
  serverBuilt = true;
}

/** `nodeArgs`: options for node itself before the script (benchmarks: `--cpu-prof`, not allowed in NODE_OPTIONS). */
export async function startServer(name: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningServer> {
  buildServerIfStale();
  const dir = join(root, 'var/e2e', name);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const { DATABASE_URL: _d, REDIS_URL: _r, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...SERVER_NODE_ARGS, 'packages/server/dist/main.js'], {
    cwd: root,
    env: {
      ...parentEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SQLITE_PATH: join(dir, `app-${Date.now()}.db`),
      AUDIO_CACHE_DIR: join(dir, 'audio'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Neither pipe ends the file: whichever stream ends first would make the other's last lines a write after end.
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running (and loading content) behind a failed start.
      child.kill('SIGKILL');
      throw new Error('server did not start in time');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    logFile,
    pid: child.pid,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

/** Waits (log lines reach the file asynchronously) for the SMS code logged for a phone. */
export async function waitForSmsCode(logFile: string, phone: string, notThis?: string): Promise<string> {
  for (let i = 0; ; i++) {
    try {
      const code = lastSmsCode(logFile, phone);
      if (code !== notThis) return code;
    } catch (err) {
      if (i >= 50) throw err;
    }
    if (i >= 50) throw new Error(`no new SMS code logged for ${phone}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The last SMS code the console provider logged for a phone (what an operator would read). */
export function lastSmsCode(logFile: string, phone: string): string {
  const lines = readFileSync(logFile, 'utf8').trim().split('\n').reverse();
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as { sms?: { phone: string; code: string } };
      if (entry.sms?.phone === phone) return entry.sms.code;
    } catch {
      // not a JSON log line
    }
  }
  throw new Error(`no SMS code logged for ${phone}`);
}
