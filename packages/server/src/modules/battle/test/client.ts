/**
 * A battle client for integration tests: a real `ws` socket to a listening app, every frame it
 * receives checked against core's server union, and waits for a frame by predicate.
 */
import type { AddressInfo } from 'node:net';
import { type ClientFrame, type ServerFrame, serverFrameSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export class BattleClient {
  readonly frames: ServerFrame[] = [];
  private waiters: { pred: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void; from: number }[] = [];
  closed: { code: number } | null = null;
  private read = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = serverFrameSchema.parse(JSON.parse(String(data)));
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
    ws.on('close', (code) => {
      this.closed = { code };
    });
  }

  static async open(url: string): Promise<BattleClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new BattleClient(ws);
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The next frame (after the last one taken) matching `pred`. */
  next<T extends ServerFrame['type']>(type: T, pred: (f: Extract<ServerFrame, { type: T }>) => boolean = () => true, ms = 8000) {
    const match = (f: ServerFrame) => f.type === type && pred(f as Extract<ServerFrame, { type: T }>);
    for (let i = this.read; i < this.frames.length; i++) {
      const f = this.frames[i] as ServerFrame;
      if (match(f)) {
        this.read = i + 1;
        return Promise.resolve(f as Extract<ServerFrame, { type: T }>);
      }
    }
    return new Promise<Extract<ServerFrame, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(this.frames.slice(-5))}`)), ms);
      this.waiters.push({
        pred: match,
        from: this.read,
        resolve: (f) => {
          clearTimeout(timer);
          this.read = this.frames.indexOf(f) + 1;
          resolve(f as Extract<ServerFrame, { type: T }>);
        },
      });
    });
  }

  waitClosed(ms = 5000): Promise<{ code: number }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket not closed')), ms);
      this.ws.once('close', (code) => {
        clearTimeout(timer);
        resolve({ code });
      });
    });
  }

  close(): void {
    this.ws.close();
  }
}

export function wsUrl(app: FastifyInstance, ticket: string): string {
  const port = (app.server.address() as AddressInfo).port;
  return `ws://127.0.0.1:${port}/ws/battle/?ticket=${encodeURIComponent(ticket)}`;
}

export async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/battle/ticket', headers: { authorization: `Token ${token}` } });
  if (res.statusCode !== 200) throw new Error(`ticket answered ${res.statusCode}: ${res.body}`);
  return (res.json().data as { ticket: string }).ticket;
}

export async function connect(app: FastifyInstance, token: string): Promise<BattleClient> {
  return BattleClient.open(wsUrl(app, await ticketFor(app, token)));
}
