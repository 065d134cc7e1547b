/**
 * A battle client for integration tests: a real `ws` socket to a listening app, every frame it
 * receives checked against core's server union, and waits for a frame by predicate.
 */
import type { AddressInfo } from 'node:net';
import { type ClientFrame, type ServerFrame, serverFrameSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { expect } from 'vitest';

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
      const timer = setTimeout(
        () => reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(this.frames.slice(-5))}`)),
        ms,
      );
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

/** Timings shortened through configuration (the constants stay as the product uses them). */
export const FAST = {
  BATTLE_QUESTIONS: 3,
  BATTLE_QUESTION_MS: 1500,
  BATTLE_COUNTDOWN_MS: 50,
  BATTLE_REVEAL_MS: 50,
  BATTLE_BOT_AFTER_MS: 300,
  BATTLE_REJOIN_MS: 700,
  BATTLE_BOT_SPEED_PERCENT: 5,
  BATTLE_OWNER_TTL_SECONDS: 1,
};

/** Both queue, are matched and ready; returns the room id. */
export async function matchTwo(a: BattleClient, b: BattleClient): Promise<string> {
  a.send({ type: 'queue', lang: 'en', level: 3 });
  await a.next('queued');
  b.send({ type: 'queue', lang: 'en', level: 4 });
  const ma = await a.next('matched');
  const mb = await b.next('matched');
  expect(ma.roomId).toBe(mb.roomId);
  expect(ma.opponent.bot).toBe(false);
  a.send({ type: 'ready' });
  b.send({ type: 'ready' });
  await a.next('room', (f) => f.startsAt !== null);
  return ma.roomId;
}

/** Plays one question: `first` answers choice 0, then `second` choice 1; checks the reveal rule. */
export async function playQuestion(first: BattleClient, second: BattleClient): Promise<void> {
  const q1 = await first.next('question');
  const q2 = await second.next('question');
  expect(q1.questionId).toBe(q2.questionId);
  expect(q1.choices.map((c) => c.id).sort()).toEqual(q2.choices.map((c) => c.id).sort());
  first.send({ type: 'answer', questionId: q1.questionId, answer: q1.choices[0]?.id ?? '', requestId: 'r1' });
  const own1 = await first.next('answered', (f) => f.questionId === q1.questionId);
  const seen = await second.next('opponent', (f) => f.questionId === q1.questionId);
  // The opponent's correctness is never shown before one's own answer.
  expect(seen).toEqual({ type: 'opponent', questionId: q1.questionId, answered: true });
  second.send({ type: 'answer', questionId: q2.questionId, answer: q2.choices[1]?.id ?? '', requestId: 'r2' });
  const own2 = await second.next('answered', (f) => f.questionId === q2.questionId);
  const reveal2 = await second.next('opponent', (f) => f.questionId === q2.questionId && f.correct !== undefined);
  expect(reveal2.correct).toBe(own1.correct);
  const reveal1 = await first.next('opponent', (f) => f.questionId === q1.questionId && f.correct !== undefined);
  expect(reveal1.correct).toBe(own2.correct);
  expect(own1.expected).toBe(own2.expected);
}
