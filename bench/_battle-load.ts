/**
 * The load generator of bench/battle.ts, in its own process: opens N battle sockets (tickets over
 * HTTP with the tokens it is given, sockets spread over the servers in turn), reports when all are
 * connected, then on `play` queues them all, readies every match and answers each question after
 * a random 0.2-2.0 s. It measures answer → opponent update: from sending an answer on one socket
 * to the `opponent` frame about it on the other socket of the room (same process, one clock).
 * `bare` mode drives a bare ws relay the same way (the baseline).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

interface Args {
  urls: string[];
  tokens: string[];
  bare: boolean;
}

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const sockets: WebSocket[] = [];
const latencies: number[] = [];
/** When each latency was taken, in ms since `play` (the timeline of BENCH_TIMELINE). */
const takenAt: number[] = [];
let playAt = 0;
const sentAt = new Map<string, number>();
const partner = new Map<WebSocket, WebSocket>();
const rooms = new Map<string, WebSocket[]>();
let results = 0;
let errors = 0;
const errorCodes: Record<string, number> = {};
const delay = () => 200 + Math.random() * 1800;

async function ticket(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/battle/ticket`, { method: 'POST', headers: { authorization: `Token ${token}` } });
  return ((await res.json()) as { data: { ticket: string } }).data.ticket;
}

async function open(i: number): Promise<WebSocket> {
  const base = args.urls[i % args.urls.length] as string;
  const url = args.bare
    ? `${base.replace('http', 'ws')}/`
    : `${base.replace('http', 'ws')}/ws/battle/?ticket=${await ticket(base, args.tokens[i] as string)}`;
  const ws = new WebSocket(url);
  await new Promise<void>((ok, fail) => {
    ws.once('open', () => ok());
    ws.once('error', fail);
  });
  return ws;
}

function battleHandlers(ws: WebSocket, index: number) {
  ws.on('message', (data) => {
    const f = JSON.parse(String(data)) as Record<string, unknown> & { type: string };
    if (f.type === 'matched') {
      const list = rooms.get(f.roomId as string) ?? [];
      list.push(ws);
      rooms.set(f.roomId as string, list);
      if (list.length === 2) {
        partner.set(list[0] as WebSocket, list[1] as WebSocket);
        partner.set(list[1] as WebSocket, list[0] as WebSocket);
      }
      ws.send(JSON.stringify({ type: 'ready' }));
    } else if (f.type === 'question') {
      const choices = f.choices as { id: string }[];
      setTimeout(() => {
        sentAt.set(`${f.questionId}:${index}`, performance.now());
        ws.send(JSON.stringify({ type: 'answer', questionId: f.questionId, answer: choices[0]?.id, requestId: `r${index}` }));
      }, delay());
    } else if (f.type === 'opponent') {
      const other = partner.get(ws);
      if (!other) return;
      const key = `${f.questionId}:${sockets.indexOf(other)}`;
      const t0 = sentAt.get(key);
      if (t0 !== undefined) {
        latencies.push(performance.now() - t0);
        takenAt.push(t0 - playAt);
        sentAt.delete(key);
      }
    } else if (f.type === 'result') {
      results++;
    } else if (f.type === 'error') {
      errors++;
      errorCodes[f.code as string] = (errorCodes[f.code as string] ?? 0) + 1;
    }
  });
}

/** The baseline: pairs by connection order on a bare relay; each sends N timestamps to the other. */
function bareHandlers(ws: WebSocket, index: number, rounds: number) {
  ws.on('message', (data) => {
    const t0 = Number(String(data));
    latencies.push(performance.now() - t0);
  });
  let left = rounds;
  const tick = () => {
    if (left-- <= 0) {
      results++;
      return;
    }
    ws.send(String(performance.now()));
    setTimeout(tick, delay() + 300);
  };
  setTimeout(tick, delay() + index * 0);
}

// Open in batches of 50 (in order, so socket i belongs to token i).
for (let i = 0; i < args.tokens.length; i += 50) {
  const batch = await Promise.all(Array.from({ length: Math.min(50, args.tokens.length - i) }, (_, k) => open(i + k)));
  sockets.push(...batch);
}
process.send?.({ type: 'connected', n: sockets.length });

process.on('message', (m: { type: string; rounds?: number }) => {
  if (m.type !== 'play') return;
  const t0 = performance.now();
  playAt = t0;
  sockets.forEach((ws, i) => {
    if (args.bare) bareHandlers(ws, i, m.rounds ?? 5);
    else {
      battleHandlers(ws, i);
      ws.send(JSON.stringify({ type: 'queue', lang: 'en', level: 3 }));
    }
  });
  const check = setInterval(() => {
    if (results >= sockets.length || performance.now() - t0 > 180_000) {
      clearInterval(check);
      process.send?.({
        type: 'done',
        latencies,
        takenAt,
        results,
        errors: `${errors} ${JSON.stringify(errorCodes)}`,
        seconds: (performance.now() - t0) / 1000,
      });
      for (const ws of sockets) ws.close();
      setTimeout(() => process.exit(0), 200);
    }
  }, 200);
});
