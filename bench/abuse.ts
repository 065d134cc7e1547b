/**
 * Benchmark of abuse (issue 27): `/api/health` latency while one client floods each socket type
 * and while four clients upload GIF bombs, and the password sign-in time during the GIF uploads.
 * The server runs as a child process (the built app, as `npm start` runs it: bench/_app-server.ts)
 * on a fresh SQLite file, without Redis; rate limits are lifted so the flooder may reconnect as
 * fast as it can. A probe asks `/api/health` back to back (one at a time) through each phase:
 *
 *   idle            nothing else
 *   chat flood      one client: ticket, `/ws/chat/`, `{"type":"ping"}` as fast as it can write,
 *                   and again as soon as the socket is closed (1008 after the bucket runs out)
 *   battle flood    the same on `/ws/battle/`
 *   GIF bombs       four clients each upload the issue's GIF (15 frames of 2000×2000, refused
 *                   from its header), each again 0.5 s after its answer
 *   largest GIFs    four clients each upload the largest animated GIF accepted (10 frames of
 *                   1090×1090, just under the frames × pixels cap; seconds of encoding each),
 *                   each again 0.5 s after its answer
 *
 * Each phase runs BENCH_RUNS times (3) for BENCH_SECONDS (8); the report gives the median and the
 * worst of the runs' p99. Sign-in (POST /api/user/login/ with a password: scrypt on Node's thread
 * pool) is timed every 2 s during the GIF phases. Goals: health p99 ≤ 50 ms, sign-in ≤ 1 s.
 * Run: npm run bench -- abuse
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { newSecret, sha256 } from '../packages/server/src/modules/auth/hash.js';
import { hashPassword } from '../packages/server/src/modules/auth/password.js';
import { animatedGif, multipartBody } from '../packages/server/src/modules/images/test-images.js';
import { startAppServer } from './_app-server.js';
import { ms, stats } from './_stats.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DB_PATH = resolve(root, 'var/bench/abuse.db');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const UPLOADERS = 60;
/** Each uploader's pause between two uploads. */
const PACE_MS = 500;
const PASSWORD = 'bench-password-1';
const SIGN_IN_PHONE = '13599999999';

for (const f of [DB_PATH, `${DB_PATH}-wal`, `${DB_PATH}-shm`]) rmSync(f, { force: true });
mkdirSync(dirname(DB_PATH), { recursive: true });

/** Users with tokens (the flooder, the uploaders) and one with a password (the sign-in). */
async function prepare(): Promise<string[]> {
  const database = openDatabase({ sqlitePath: DB_PATH });
  await migrateToLatest(database.db);
  const now = Date.now();
  const tokens: string[] = [];
  const user = (phone: string, password_hash: string | null) =>
    database.db
      .insertInto('users')
      .values({
        phone,
        password_hash,
        nickname: `abuse${phone.slice(-3)}`,
        identity: 'student',
        native_lang: 'zh',
        learning_lang: 'en',
        level: 3,
        ui_lang: 'zh',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  for (let i = 0; i < UPLOADERS + 1; i++) {
    const u = await user(`135${String(i).padStart(8, '0')}`, null);
    const token = newSecret();
    await database.db
      .insertInto('access_tokens')
      .values({ token_hash: sha256(token), user_id: Number(u.id), family_id: `abuse${i}`, expires_at: now + 86_400_000 })
      .execute();
    tokens.push(token);
  }
  await user(SIGN_IN_PHONE, await hashPassword(PASSWORD));
  await database.close();
  return tokens;
}

const tokens = await prepare();
const { child, url } = await startAppServer({
  LOG_LEVEL: 'warn',
  SQLITE_PATH: DB_PATH,
  CONTENT_AUTOLOAD: 'false',
  WEB_DIST: '/nonexistent',
  RATE_LIMIT_PER_MINUTE: '1000000000',
  REDIS_URL: '',
  DATABASE_URL: '',
});
const wsUrl = url.replace('http', 'ws');
const authOf = (token: string) => ({ authorization: `Token ${token}` });

/** Health back to back until `stop` (one request at a time, as a load balancer's checker does). */
async function probeHealth(stop: { done: boolean }): Promise<number[]> {
  const lat: number[] = [];
  while (!stop.done) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/health`).catch(() => null);
    await res?.arrayBuffer();
    lat.push(res?.ok ? performance.now() - t0 : 30_000);
    await new Promise((r) => setTimeout(r, 5));
  }
  return lat;
}

/** One client flooding a socket type with pings, reconnecting whenever it is closed. */
async function flood(feature: 'chat' | 'battle', stop: { done: boolean }): Promise<{ frames: number; sockets: number }> {
  let frames = 0;
  let sockets = 0;
  const token = tokens[0] as string;
  while (!stop.done) {
    const res = await fetch(`${url}/api/${feature}/ticket`, { method: 'POST', headers: authOf(token) });
    const ticket = ((await res.json()) as { data: { ticket: string } }).data.ticket;
    const ws = new WebSocket(`${wsUrl}/ws/${feature}/?ticket=${ticket}`);
    ws.on('error', () => undefined);
    ws.on('message', () => undefined);
    await new Promise<void>((ok) => {
      ws.once('open', () => {
        sockets++;
        const burst = () => {
          if (stop.done || ws.readyState !== ws.OPEN) return ws.terminate();
          for (let i = 0; i < 200; i++) ws.send('{"type":"ping"}');
          frames += 200;
          // Write as fast as the socket drains.
          if (ws.bufferedAmount > 1 << 20) setTimeout(burst, 1);
          else setImmediate(burst);
        };
        burst();
      });
      ws.once('close', () => ok());
    });
  }
  return { frames, sockets };
}

/** One client uploading `gif` again and again, with the next uploader's token each time. */
async function uploadLoop(gif: Buffer, stop: { done: boolean }, counter: { next: number; codes: Record<number, number> }): Promise<void> {
  while (!stop.done) {
    const token = tokens[1 + (counter.next++ % UPLOADERS)] as string;
    const body = multipartBody(gif, 'image/gif', 'chat', 'a.gif');
    const res = await fetch(`${url}/api/images`, {
      method: 'POST',
      body: body.payload,
      headers: { ...authOf(token), 'content-type': body.contentType },
    }).catch(() => null);
    await res?.arrayBuffer();
    const code = res?.status ?? 0;
    counter.codes[code] = (counter.codes[code] ?? 0) + 1;
    // Paced under the per-user upload limit (IMAGE_UPLOAD_RATE over UPLOADERS users).
    await new Promise((r) => setTimeout(r, PACE_MS));
  }
}

/** A password sign-in every 2 s until `stop`. */
async function signIns(stop: { done: boolean }): Promise<number[]> {
  const lat: number[] = [];
  while (!stop.done) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: SIGN_IN_PHONE, password: PASSWORD }),
    });
    await res.arrayBuffer();
    lat.push(res.ok ? performance.now() - t0 : Number.NaN);
    await new Promise((r) => setTimeout(r, 2000));
  }
  return lat;
}

interface Phase {
  name: string;
  load(stop: { done: boolean }): Promise<string>;
  signIn?: boolean;
}

const bomb = animatedGif(2000, 15);
const largest = animatedGif(1090, 10);
const uploads = (gif: Buffer) => async (stop: { done: boolean }) => {
  const counter = { next: 0, codes: {} as Record<number, number> };
  await Promise.all([0, 1, 2, 3].map(() => uploadLoop(gif, stop, counter)));
  return `uploads by status ${JSON.stringify(counter.codes)}`;
};
const phases: Phase[] = [
  { name: 'idle', load: async () => '' },
  { name: 'chat socket flood', load: async (stop) => JSON.stringify(await flood('chat', stop)) },
  { name: 'battle socket flood', load: async (stop) => JSON.stringify(await flood('battle', stop)) },
  { name: `4 × GIF bomb (${bomb.length} B, 15 × 2000²)`, load: uploads(bomb), signIn: true },
  { name: '4 × largest accepted GIF (10 × 1090²)', load: uploads(largest), signIn: true },
];

console.log(`abuse: ${RUNS} runs of ${SECONDS} s per phase; health probed back to back; goals: health p99 ≤ 50 ms, sign-in ≤ 1 s\n`);
try {
  for (const phase of phases) {
    const p99s: number[] = [];
    const signInTimes: number[] = [];
    let note = '';
    for (let run = 0; run < RUNS; run++) {
      const stop = { done: false };
      const timer = setTimeout(() => {
        stop.done = true;
      }, SECONDS * 1000);
      const [lat, loadNote, signed] = await Promise.all([
        probeHealth(stop),
        phase.load(stop),
        phase.signIn ? signIns(stop) : Promise.resolve([]),
      ]);
      clearTimeout(timer);
      p99s.push(stats(lat).p99);
      signInTimes.push(...signed);
      note = loadNote;
    }
    const sorted = [...p99s].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const worst = sorted.at(-1) ?? 0;
    console.log(`${phase.name.padEnd(44)} health p99: median ${ms(median, 1)}, worst ${ms(worst, 1)}`);
    if (signInTimes.length > 0) {
      const s = stats(signInTimes.filter((x) => !Number.isNaN(x)));
      const failed = signInTimes.filter((x) => Number.isNaN(x)).length;
      console.log(`${''.padEnd(44)} sign-in: n=${s.n} p50 ${ms(s.p50, 0)} max ${ms(s.max, 0)}${failed ? ` (${failed} failed)` : ''}`);
    }
    if (note) console.log(`${''.padEnd(44)} last run: ${note}`);
  }
} finally {
  child.kill('SIGTERM');
}
