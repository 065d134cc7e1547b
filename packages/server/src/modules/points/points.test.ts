/**
 * Points on a real database: the ledger's records page by page, spending with every bad input
 * refused (balance unchanged), replays answered from the stored spend, parallel spends that can
 * never take the balance below zero; every row names its source; repeatable credits stop at the
 * daily cap of the learner day, even with 20 credits at once; "today" is the learner day.
 */
import { learnerDayKey, learnerDayOf, POINTS_DAILY_CAPS, pointsRef, type Session, startOfLearnerDay } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { creditPoints } from './service.js';

describe.each(backends)('points on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    s = await signUp(t, '13800138070');
  });
  afterEach(async () => t.close());

  const credit = (amount: number, ref: string | null, createdAt: number, reason = 'bonus', userId = s.userInfo.id) =>
    t.app.db.insertInto('points_ledger').values({ user_id: userId, amount, reason, ref, created_at: createdAt }).execute();
  const spend = (payload: unknown, lang = 'en', session: Session | null = s) =>
    t.app.inject({
      method: 'POST',
      url: '/score/useScore',
      payload: payload as object,
      headers: { ...(session ? auth(session) : {}), 'accept-language': lang },
    });
  const records = (query = '', session: Session = s) => t.app.inject({ url: `/score/getScoreRecorde${query}`, headers: auth(session) });
  const total = async () => (await t.app.inject({ url: '/api/points/summary', headers: auth(s) })).json().data.total as number;
  const rows = () => countRows(t.app.db, 'points_ledger');

  it('pages the records newest first, with reason codes, only the signed-in user’s', async () => {
    const base = Date.parse('2026-03-01T00:00:00Z');
    for (let i = 0; i < 22; i++) await credit(1, `group:7:${i}`, base + i * 60_000, 'group');
    await credit(5, pointsRef.dailyTest('2026-03-02'), base + 30 * 60_000, 'daily-test');
    await credit(5, pointsRef.task('daily-minutes', '2026-03-02'), base + 31 * 60_000, 'task:daily-minutes');
    const other = await signUp(t, '13800138071');
    await credit(99, 'group:1:1', base, 'group', other.userInfo.id);

    const first = await records('?pageSize=10');
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ total: 24, page: 1, pageSize: 10, hasMore: true });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({
      amount: 5,
      kind: 'task',
      reason: 'task:daily-minutes',
      createdAt: new Date(base + 31 * 60_000).toISOString(),
    });
    expect(page1.items[1]).toMatchObject({ kind: 'daily-test', reason: 'daily-test' });
    expect(page1.items[2]).toMatchObject({ amount: 1, kind: 'group', reason: 'group' });
    const times = page1.items.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page3 = (await records('?page=3&pageSize=10')).json().data;
    expect(page3).toMatchObject({ total: 24, page: 3, hasMore: false });
    expect(page3.items).toHaveLength(4);
    const seen = new Set<number>();
    for (const p of [1, 2, 3]) for (const r of (await records(`?page=${p}&pageSize=10`)).json().data.items) seen.add(r.id);
    expect(seen.size).toBe(24);

    const theirs = (await records('', other)).json().data;
    expect(theirs).toMatchObject({ total: 1, hasMore: false, pageSize: 20 });
    expect(theirs.items[0].amount).toBe(99);

    for (const q of ['?page=0', '?pageSize=101', '?page=abc', '?pageSize=1.5']) {
      const res = await records(q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().data.error).toBe('validation');
    }
    expect((await t.app.inject({ url: '/score/getScoreRecorde' })).statusCode).toBe(401);
  });

  it('spends: bad amounts, reasons and request ids are refused and change nothing', async () => {
    await credit(10, null, Date.now());
    const ok = { reason: 'hint', requestId: 'spend-0000001' };
    for (const amount of [0, -1, -10, 1.5, 0.1, '5', null, true, [], {}, 1e12]) {
      const res = await spend({ ...ok, amount });
      expect(res.statusCode, JSON.stringify(amount)).toBe(422);
      expect(res.json().data.error, JSON.stringify(amount)).toBe('points.invalidAmount');
      expect(res.json().msg).toBe('The amount must be a positive whole number');
    }
    const missing = await spend({ ...ok }, 'zh');
    expect(missing.json()).toMatchObject({ code: 500, msg: '积分数量必须是正整数', data: { error: 'points.invalidAmount' } });
    for (const body of [
      { amount: 1, reason: '', requestId: 'spend-0000002' },
      { amount: 1, reason: '    ', requestId: 'spend-0000003' },
      { amount: 1, reason: 'x'.repeat(65), requestId: 'spend-0000004' },
      { amount: 1, reason: 'hint', requestId: 'short' },
      { amount: 1, reason: 'hint', requestId: 'bad id with spaces' },
      { amount: 1, reason: 'hint' },
    ]) {
      const res = await spend(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().data.error).toBe('validation');
    }
    const tooMuch = await spend({ ...ok, amount: 11 }, 'en');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      msg: 'Not enough points: your balance is 10',
      data: { error: 'points.insufficient', params: { balance: 10 } },
    });
    expect((await spend({ ...ok, amount: 11 }, 'zh')).json().msg).toBe('积分不足，当前余额 10');
    expect((await spend({ ...ok, amount: 1 }, 'en', null)).statusCode).toBe(401);
    expect(await total()).toBe(10);
    expect(await rows()).toBe(1);
  });

  it('spends once per request id: a replay answers the stored result and writes nothing', async () => {
    await credit(10, null, Date.now());
    const body = { amount: 10, reason: '  streak-freeze ', requestId: 'spend-replay-1' };
    const first = await spend(body);
    expect(first.statusCode).toBe(200);
    const result = first.json().data;
    expect(result).toMatchObject({ balance: 0, record: { amount: -10, kind: 'spend', reason: 'streak-freeze' } });
    expect(await total()).toBe(0);
    // Balance is 0 now, yet the same request answers as before instead of "not enough".
    const again = await spend(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(result);
    await credit(3, null, Date.now());
    expect((await spend(body)).json().data).toEqual(result);
    expect(await rows()).toBe(3);
    expect(await total()).toBe(3);
    const listed = (await records()).json().data.items;
    expect(listed.find((r: { kind: string }) => r.kind === 'spend')).toEqual(result.record);
  });

  it('parallel spends never take the balance below zero; a parallel replay spends once', async () => {
    await credit(10, null, Date.now());
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => spend({ amount: 3, reason: 'hint', requestId: `spend-par-${i}-x` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409]);
    const balances = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.balance as number);
    expect(balances.sort()).toEqual([1, 4, 7]);
    expect(await total()).toBe(1);

    await credit(9, null, Date.now());
    const same = await Promise.all(Array.from({ length: 5 }, () => spend({ amount: 4, reason: 'hint', requestId: 'spend-same-123' })));
    for (const a of same) expect(a.statusCode).toBe(200);
    const ids = new Set(same.map((a) => a.json().data.record.id));
    expect(ids.size).toBe(1);
    expect(await total()).toBe(6);
    const spends = await t.app.db.selectFrom('points_ledger').select('amount').where('amount', '<', 0).execute();
    expect(spends).toHaveLength(4);
  });

  const TZ = 'Asia/Shanghai';
  /** Wednesday 2026-03-11, 12:00 in Shanghai. */
  const WED = Date.parse('2026-03-11T04:00:00Z');
  const DAY = 86_400_000;
  const ledger = () =>
    t.app.db
      .selectFrom('points_ledger')
      .select(['amount', 'ref', 'source', 'slot', 'reason'])
      .where('user_id', '=', s.userInfo.id)
      .orderBy('id')
      .execute();

  it('repeatable credits stop at the daily cap, even with 20 at once; the next learner day pays again', async () => {
    const cap = POINTS_DAILY_CAPS.group;
    expect(cap).toBe(10);
    const day = learnerDayOf(TZ, 4);
    const credit20 = (at: number, tag: string) =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          creditPoints(
            t.app.db,
            s.userInfo.id,
            { source: 'group', amount: 10, ref: pointsRef.group(7, i + (tag === 'b' ? 100 : 0)) },
            at,
            day,
          ),
        ),
      );
    const paid = await credit20(WED, 'a');
    expect(paid.filter((p) => p === 10)).toHaveLength(10);
    expect(paid.filter((p) => p === 0)).toHaveLength(10);
    const rows = await ledger();
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.source === 'group' && r.reason === 'group' && r.amount === 10)).toBe(true);
    expect(rows.map((r) => r.slot).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `group:2026-03-11:${i + 1}`).sort());
    expect(await total()).toBe(100);
    // Another source has its own cap; a group already paid pays nothing again.
    expect(await creditPoints(t.app.db, s.userInfo.id, { source: 'battle', amount: 6, ref: pointsRef.battle('room-1') }, WED, day)).toBe(6);
    const paidRef = rows[0]?.ref as string;
    // Before 04:00 the next morning it is still Wednesday: capped. At 04:00 Thursday begins.
    const thursday = Date.parse('2026-03-11T20:00:00Z');
    expect(await creditPoints(t.app.db, s.userInfo.id, { source: 'group', amount: 10, ref: 'group:8:1' }, thursday - 1, day)).toBe(0);
    expect(await creditPoints(t.app.db, s.userInfo.id, { source: 'group', amount: 10, ref: paidRef }, thursday, day)).toBe(0);
    const next = await credit20(thursday, 'b');
    expect(next.filter((p) => p === 10)).toHaveLength(cap);
    expect(await total()).toBe(100 + 6 + 100);
    // The same credit sent 20 times at once is paid once.
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        creditPoints(
          t.app.db,
          s.userInfo.id,
          { source: 'task', amount: 5, ref: pointsRef.task('daily-test', '2026-03-13') },
          WED + 2 * DAY,
          day,
        ),
      ),
    );
    expect(same.filter((p) => p === 5)).toHaveLength(1);
    expect((await ledger()).filter((r) => r.ref === pointsRef.task('daily-test', '2026-03-13'))).toEqual([
      { amount: 5, ref: 'task:daily-test:2026-03-13', source: 'task', slot: null, reason: 'task' },
    ]);
  });

  it('every row names its source: records show it, spends are `spend` with their own reason', async () => {
    const day = learnerDayOf(TZ, 4);
    await creditPoints(t.app.db, s.userInfo.id, { source: 'daily-test', amount: 5, ref: pointsRef.dailyTest('2026-03-11') }, WED, day);
    await creditPoints(t.app.db, s.userInfo.id, { source: 'battle', amount: 6, ref: pointsRef.battle('room-9') }, WED + 1, day);
    expect((await spend({ amount: 3, reason: 'hint', requestId: 'spend-src-001' })).statusCode).toBe(200);
    expect((await ledger()).map((r) => [r.source, r.reason])).toEqual([
      ['daily-test', 'daily-test'],
      ['battle', 'battle'],
      ['spend', 'hint'],
    ]);
    const items = (await records()).json().data.items;
    expect(items.map((r: { kind: string; reason: string }) => [r.kind, r.reason])).toEqual([
      ['spend', 'hint'],
      ['battle', 'battle'],
      ['daily-test', 'daily-test'],
    ]);
  });

  it('today’s points are those of the learner day (from the rollover hour, 4 am by default)', async () => {
    const start = startOfLearnerDay(Date.now(), learnerDayOf('UTC', 4));
    await credit(3, null, start - 1);
    await credit(4, null, start);
    const summary = (await t.app.inject({ url: '/api/points/summary', headers: auth(s) })).json().data;
    expect(summary).toEqual({ daily: 4, total: 7 });
    expect(learnerDayKey(start, learnerDayOf('UTC', 4))).toBe(learnerDayKey(Date.now(), learnerDayOf('UTC', 4)));
  });
});
