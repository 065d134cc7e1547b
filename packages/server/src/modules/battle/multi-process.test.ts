/**
 * Two server processes on one Redis (and one PostgreSQL database): two `buildApp` instances on
 * two ports, as two processes behind a load balancer would be. Learners connected to different
 * processes are matched through the Redis queue and fight through pub/sub; when the process that
 * owns a room stops beating, the other ends its player's battle with `owner-lost`. Runs when
 * DATABASE_URL and REDIS_URL are set (CI's second run).
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
import { countRows, createTestDatabase } from '../../test/harness.js';
import { seedStudyFixture } from '../../test/study-fixture.js';
import { battleHubOf } from './routes.js';
import { type BattleClient, connect, FAST, matchTwo, playQuestion } from './test/client.js';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!enabled)('battles across two processes through Redis', () => {
  const apps: FastifyInstance[] = [];
  const kvs: RedisKv[] = [];
  const logs: string[] = [];
  const clients: BattleClient[] = [];
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

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'qfl-battle2-'));
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
          ...FAST,
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
    await seedStudyFixture(apps[0] as FastifyInstance);
    a = await signUp(apps[0] as FastifyInstance, '13900000001');
    b = await signUp(apps[1] as FastifyInstance, '13900000002');
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    for (const app of apps) await app.close().catch(() => undefined);
    for (const kv of kvs) await kv.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('matches learners on different processes and plays the battle through pub/sub', async () => {
    const ca = await connect(apps[0] as FastifyInstance, a.token);
    const cb = await connect(apps[1] as FastifyInstance, b.token);
    clients.push(ca, cb);
    await matchTwo(ca, cb);
    for (let i = 0; i < 3; i++) await playQuestion(ca, cb);
    const ra = await ca.next('result');
    const rb = await cb.next('result');
    expect(ra.scores).toEqual({ me: rb.scores.opponent, opponent: rb.scores.me });
    expect(await countRows((apps[0] as FastifyInstance).db, 'battles')).toBe(1);
  });

  it('ends the battle with owner-lost when the owning process dies', async () => {
    // b queues second, so b's process (apps[1]) pairs them and owns the room.
    const ca = await connect(apps[0] as FastifyInstance, a.token);
    const cb = await connect(apps[1] as FastifyInstance, b.token);
    clients.push(ca, cb);
    await matchTwo(ca, cb);
    await ca.next('question');
    await battleHubOf(apps[1] as FastifyInstance)?.simulateCrash();
    const r = await ca.next('result', (f) => f.reason === 'owner-lost', 6000);
    expect(r.points).toBe(0);
    expect((await ca.next('error')).code).toBe('room-ended');
  });
});
