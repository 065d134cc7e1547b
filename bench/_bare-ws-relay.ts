/** The baseline server of bench/battle.ts: bare `ws` on PORT pairing sockets in connection order and relaying each message to the partner. */
import { WebSocketServer, type WebSocket } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.PORT) });
let waiting: WebSocket | null = null;
wss.on('connection', (ws) => {
  if (waiting) {
    const other = waiting;
    waiting = null;
    ws.on('message', (d) => other.send(String(d)));
    other.on('message', (d) => ws.send(String(d)));
  } else waiting = ws;
});
wss.on('listening', () => process.send?.({ type: 'ready' }));
process.on('message', (m: { type: string }) => {
  if (m.type === 'mem') {
    (globalThis as { gc?: () => void }).gc?.();
    const u = process.memoryUsage();
    process.send?.({ type: 'mem', rss: u.rss, heapUsed: u.heapUsed, external: u.external, arrayBuffers: u.arrayBuffers });
  }
  if (m.type === 'stop') process.exit(0);
});
