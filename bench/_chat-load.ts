/**
 * The load generator of bench/chat.ts, in its own process: opens N chat sockets (a ticket over
 * HTTP per learner; socket i on server i mod the number of servers, so with two servers every pair
 * of friends sits on different processes), reports when all are subscribed (`ready` frames), then
 * on `play` sends `rate` messages per second in total for `seconds`, each from a random learner to
 * their friend over HTTP. Measured: from the start of the POST to the `message` frame on the friend's socket
 * (one process, one clock). `bare` mode drives the bare ws relay the same way: the message goes
 * over the sender's socket and the relay forwards it (the baseline).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

interface Args {
  urls: string[];
  tokens: string[];
  ids: number[];
  bare: boolean;
}

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const sockets: WebSocket[] = [];
const latencies: number[] = [];
const sentAt = new Map<string, number>();
let errors = 0;
const errorCodes: Record<string, number> = {};

/** Numbers as consonants: digit runs such as 455 read as words to the profanity filter (leetspeak). */
const letters = (n: number) => [...String(n)].map((d) => 'qvwxzjyrpg'[Number(d)]).join('');

async function ticket(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/chat/ticket`, { method: 'POST', headers: { authorization: `Token ${token}` } });
  return ((await res.json()) as { data: { ticket: string } }).data.ticket;
}

async function open(i: number): Promise<WebSocket> {
  const base = args.urls[i % args.urls.length] as string;
  const url = args.bare
    ? `${base.replace('http', 'ws')}/`
    : `${base.replace('http', 'ws')}/ws/chat/?ticket=${await ticket(base, args.tokens[i] as string)}`;
  const ws = new WebSocket(url);
  const ready = new Promise<void>((ok, fail) => {
    if (args.bare) ws.once('open', () => ok());
    else
      ws.on('message', function first(data) {
        if (String(data) === '{"type":"ready"}') {
          ws.off('message', first);
          ok();
        }
      });
    ws.once('error', fail);
  });
  ws.on('message', (data) => {
    const text = String(data);
    const key = args.bare ? text : (/"text":"(bench-[a-z-]+)"/.exec(text)?.[1] ?? null);
    if (!key?.startsWith('bench-')) return;
    const at = sentAt.get(key);
    // The sender's own other tabs get it too; only the friend's socket counts (it was sent by the partner).
    if (at !== undefined && key.split('-')[1] !== letters(i)) {
      latencies.push(performance.now() - at);
      sentAt.delete(key);
    }
  });
  await ready;
  return ws;
}

async function sendOne(i: number, j: number): Promise<void> {
  const key = `bench-${letters(i)}-${letters(j)}`;
  const friend = i % 2 === 0 ? i + 1 : i - 1;
  sentAt.set(key, performance.now());
  if (args.bare) {
    (sockets[i] as WebSocket).send(key);
    return;
  }
  const base = args.urls[i % args.urls.length] as string;
  try {
    const res = await fetch(`${base}/api/chat/messages`, {
      method: 'POST',
      headers: { authorization: `Token ${args.tokens[i]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ toUserId: args.ids[friend], text: key, clientId: key }),
    });
    if (res.status !== 200) {
      errors++;
      const body = (await res.json()) as { data?: { error?: string } };
      const code = body.data?.error ?? String(res.status);
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
      sentAt.delete(key);
    } else await res.arrayBuffer();
  } catch {
    errors++;
    sentAt.delete(key);
  }
}

for (let i = 0; i < args.tokens.length; i += 50) {
  const batch = await Promise.all(Array.from({ length: Math.min(50, args.tokens.length - i) }, (_, k) => open(i + k)));
  sockets.push(...batch);
}
process.send?.({ type: 'connected' });

process.on('message', async (m: { type: string; rate: number; seconds: number }) => {
  if (m.type !== 'play') return;
  const t0 = performance.now();
  // Messages at `rate` per second in total, each from a random learner of the connected ones.
  const total = Math.round(m.rate * m.seconds);
  const sends: Promise<void>[] = [];
  for (let k = 0; k < total; k++) {
    const due = t0 + (k * 1000) / m.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sends.push(sendOne(Math.floor(Math.random() * sockets.length), k));
  }
  await Promise.all(sends);
  // Let the last frames arrive.
  for (let k = 0; k < 50 && sentAt.size > 0; k++) await new Promise((r) => setTimeout(r, 100));
  process.send?.({
    type: 'done',
    latencies,
    lost: sentAt.size,
    errors: `${errors} ${JSON.stringify(errorCodes)}`,
    seconds: (performance.now() - t0) / 1000,
  });
  for (const ws of sockets) ws.close();
  setTimeout(() => process.exit(0), 200);
});
