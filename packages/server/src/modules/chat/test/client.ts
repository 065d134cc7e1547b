/**
 * Helpers of the chat tests: a real `ws` socket to a listening app whose every frame is checked
 * against core's union, friendships and teams written directly (the friends and teams features
 * are built elsewhere), and a send through the API.
 */
import type { AddressInfo } from 'node:net';
import { type ChatServerFrame, chatServerFrameSchema, type Session } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  private waiters: { pred: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }[] = [];
  closed: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = chatServerFrameSchema.parse(JSON.parse(String(data)));
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
    ws.on('close', (code) => {
      this.closed = code;
    });
  }

  /** Opens a socket and waits for `ready` (subscribed: every later message reaches it). */
  static async open(url: string): Promise<ChatClient> {
    const ws = new WebSocket(url);
    const client = new ChatClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await client.next('ready');
    return client;
  }

  /** The first frame received (so far or later) of a type matching `pred`. */
  next<T extends ChatServerFrame['type']>(type: T, pred: (f: Extract<ChatServerFrame, { type: T }>) => boolean = () => true, ms = 5000) {
    type F = Extract<ChatServerFrame, { type: T }>;
    const match = (f: ChatServerFrame) => f.type === type && pred(f as F);
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen as F);
    return new Promise<F>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${ms} ms`)), ms);
      this.waiters.push({
        pred: match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f as F);
        },
      });
    });
  }

  close(): void {
    this.ws.close();
  }
}

export const wsBase = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

export async function ticketFor(app: FastifyInstance, session: Session): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/chat/ticket', headers: { authorization: `Token ${session.token}` } });
  return (res.json() as { data: { ticket: string } }).data.ticket;
}

export async function connectChat(app: FastifyInstance, session: Session): Promise<ChatClient> {
  return ChatClient.open(`${wsBase(app)}/ws/chat/?ticket=${await ticketFor(app, session)}`);
}

export async function befriend(app: FastifyInstance, a: number, b: number): Promise<void> {
  const now = Date.now();
  await app.db
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b, created_at: now },
      { user_id: b, friend_id: a, created_at: now },
    ])
    .execute();
}

export async function makeTeam(app: FastifyInstance, ownerId: number, memberIds: number[], name = 'Team'): Promise<number> {
  const now = Date.now();
  const team = await app.db
    .insertInto('teams')
    .values({
      name,
      code: `T${Math.random().toString(36).slice(2, 10)}`,
      owner_id: ownerId,
      lang: null,
      description: null,
      created_at: now,
      hidden_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const teamId = team.id;
  await app.db
    .insertInto('team_members')
    .values(
      [ownerId, ...memberIds].map((userId) => ({
        team_id: teamId,
        user_id: userId,
        role: userId === ownerId ? ('owner' as const) : ('member' as const),
        joined_at: now,
      })),
    )
    .execute();
  return teamId;
}

export function send(app: FastifyInstance, session: Session, body: object) {
  return app.inject({ method: 'POST', url: '/api/chat/messages', payload: body, headers: { authorization: `Token ${session.token}` } });
}

export function get(app: FastifyInstance, session: Session, url: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Token ${session.token}` } });
}
