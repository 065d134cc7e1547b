/**
 * Chat across two server processes on one Redis (and one PostgreSQL database): two `buildApp`
 * instances on two ports, as two processes behind a load balancer would be. A message sent through
 * one process reaches the friend's socket on the other through pub/sub, and the sender's other tab
 * on the second process too; a read mark crosses the same way; a receiver with no socket anywhere
 * finds the message later. Runs when DATABASE_URL and REDIS_URL are set (CI's second run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Session } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { RedisKv } from '../../kv/redis-kv.js';
import { post } from '../../test/accounts.js';
import { createTestDatabase } from '../../test/harness.js';
import { chatHubOf } from './routes.js';
import { befriend, type ChatClient, connectChat, get, send } from './test/client.js';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!enabled)('chat across two processes through Redis', () => {
  const apps: FastifyInstance[] = [];
  const kvs: RedisKv[] = [];
  const logs: string[] = [];
  const clients: ChatClient[] = [];
  let drop: () => Promise<void>;
  let dir: string;
  let a: Session;
  let b: Session;

  const signUp = async (app: FastifyInstance, phone: string): Promise<Session> => {
    await app.kv.del(`sms:cool:${phone}`);
    await post({ app } as never, '/api/user/sendCode', { phone, purpose: 'register' });
    const line = [...logs].reverse().find((l) => l.includes(phone) && l.includes('"sms"')) as string;
    const code = (JSON.parse(line) as { sms: { code: string } }).sms.code;
    const res = await post({ app } as never, '/api/user/register/', { phone, code, password: 'secret123' });
    return res.json().data as Session;
  };
  const open = async (app: FastifyInstance, s: Session) => {
    const c = await connectChat(app, s);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'qfl-chat2-'));
    const created = await createTestDatabase('postgres', join(dir, 'unused.db'));
    drop = created.drop;
    const prefix = `qfl_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}:`;
    for (let i = 0; i < 2; i++) {
      const config = loadConfig(
        {},
        {
          NODE_ENV: 'test',
          DATABASE_URL: created.url,
          REDIS_URL: process.env.REDIS_URL,
          REDIS_PREFIX: prefix,
          AUDIO_CACHE_DIR: join(dir, 'audio'),
          WEB_DIST: join(dir, 'no-web'),
        },
      );
      const kv = new RedisKv(config.REDIS_URL as string, prefix);
      const stream = new Writable({
        write(chunk, _enc, done) {
          logs.push(String(chunk));
          done();
        },
      });
      const app = await buildApp({ config, database: created.database, kv, logStream: stream });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      kvs.push(kv);
    }
    a = await signUp(apps[0] as FastifyInstance, '13900000011');
    b = await signUp(apps[1] as FastifyInstance, '13900000012');
    await befriend(apps[0] as FastifyInstance, a.userInfo.id, b.userInfo.id);
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    for (const app of apps) await app.close().catch(() => undefined);
    for (const kv of kvs) await kv.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a message sent on one process to sockets on the other, and read marks back', async () => {
    const [p0, p1] = apps as [FastifyInstance, FastifyInstance];
    const bOn1 = await open(p1, b);
    const aOn1 = await open(p1, a); // a's second tab, on the other process
    expect(chatHubOf(p0)?.stats().sockets).toBe(0);
    const res = await send(p0, a, { toUserId: b.userInfo.id, text: 'across processes' });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    expect((await bOn1.next('message', (f) => f.message.id === id)).message.text).toBe('across processes');
    await aOn1.next('message', (f) => f.message.id === id);

    const aOn0 = await open(p0, a);
    await p1.inject({
      method: 'POST',
      url: '/api/chat/read',
      payload: { withUserId: a.userInfo.id, lastReadId: id },
      headers: { authorization: `Token ${b.token}` },
    });
    expect((await aOn0.next('read', (f) => f.userId === b.userInfo.id)).lastReadId).toBe(id);
  });

  it('keeps a message for a receiver with no socket on any process', async () => {
    for (const c of clients.splice(0)) c.close();
    const res = await send(apps[1] as FastifyInstance, b, { toUserId: a.userInfo.id, text: 'while you were away' });
    expect(res.statusCode).toBe(200);
    const later = await open(apps[0] as FastifyInstance, a);
    expect(later.frames.some((f) => f.type === 'message')).toBe(false);
    const unread = (await get(apps[0] as FastifyInstance, a, '/api/chat/unread-count')).json().data.total;
    expect(unread).toBe(1);
    const hist = (await get(apps[0] as FastifyInstance, a, `/api/chat/messages?withUserId=${b.userInfo.id}&limit=1`)).json().data;
    expect(hist.items[0].text).toBe('while you were away');
  });
});
