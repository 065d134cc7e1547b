/**
 * Live battles over real WebSockets on a listening app (SQLite, and PostgreSQL + Redis when
 * configured): a whole battle between two learners, a bot battle, a rejoin within the window, a
 * forfeit, leaving, malformed and oversized frames, answers out of turn, tickets, and the rate
 * limit. Timings are shortened through configuration (not the constants).
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { seedStudyFixture } from '../../test/study-fixture.js';
import { type BattleClient, connect, FAST, matchTwo, playQuestion, ticketFor, wsUrl } from './test/client.js';
import WebSocket from 'ws';

describe.each(backends)('battles over WebSockets (%s)', (backend) => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  const open: BattleClient[] = [];
  const conn = async (s: Session) => {
    const c = await connect(t.app, s.token);
    open.push(c);
    return c;
  };

  beforeEach(async () => {
    t = await createTestApp(backend, FAST);
    await seedStudyFixture(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    a = await signUp(t, '13800000001');
    b = await signUp(t, '13800000002');
  });
  afterEach(async () => {
    for (const c of open.splice(0)) c.close();
    await t.close();
  });

  it('plays a whole battle: same questions, server scores, results stored once with ratings, points and reviews', async () => {
    const ca = await conn(a);
    const cb = await conn(b);
    const roomId = await matchTwo(ca, cb);
    for (let i = 0; i < 3; i++) await playQuestion(ca, cb);
    const ra = await ca.next('result');
    const rb = await cb.next('result');
    expect(ra.scores).toEqual({ me: rb.scores.opponent, opponent: rb.scores.me });
    expect(ra.reason).toBe('finished');
    expect([ra.winner, rb.winner].sort()).toEqual(ra.winner === 'draw' ? ['draw', 'draw'] : ['me', 'opponent']);
    expect(ra.points).toBeGreaterThan(0);
    expect(ra.rating?.before).toBe(1200);
    expect(await countRows(t.app.db, 'battles')).toBe(1);
    expect(await countRows(t.app.db, 'battle_players')).toBe(2);
    const ledger = await t.app.db.selectFrom('points_ledger').select(['amount', 'ref']).where('ref', '=', `battle:${roomId}`).execute();
    expect(ledger).toHaveLength(2);
    const reviews = await t.app.db.selectFrom('review_logs').select('source').where('source', '=', 'battle').execute();
    await new Promise((r) => setTimeout(r, 100));
    expect(
      (await t.app.db.selectFrom('review_logs').select('source').where('source', '=', 'battle').execute()).length,
    ).toBeGreaterThanOrEqual(reviews.length);
    // A battle's words were drawn for the match: without a card, each answer is evidence, not a review.
    expect(await countRows(t.app.db, 'review_logs')).toBe(0);
    expect(await countRows(t.app.db, 'memory_cards')).toBe(0);
    expect(await countRows(t.app.db, 'word_evidence')).toBe(6);
    const records = await t.app.inject({ method: 'GET', url: '/api/battle/records', headers: auth(a) });
    expect(records.json().data.items).toEqual([
      expect.objectContaining({ lang: 'en', rating: ra.rating?.after, wins: ra.winner === 'me' ? 1 : 0 }),
    ]);
    const history = await t.app.inject({ method: 'GET', url: '/api/battle/history', headers: auth(b) });
    expect(history.json().data.items).toEqual([expect.objectContaining({ myScore: rb.scores.me, opponentScore: rb.scores.opponent })]);
  });

  it('brings a bot after the wait; the bot says it is one and its rating stays fixed', async () => {
    const ca = await conn(a);
    ca.send({ type: 'queue', lang: 'en', level: 3 });
    const queued = await ca.next('queued');
    expect(queued.botAfterMs).toBe(300);
    const m = await ca.next('matched');
    expect(m.opponent.bot).toBe(true);
    expect(m.opponent.nickname).toContain('机器人');
    ca.send({ type: 'ready' });
    for (let i = 0; i < 3; i++) {
      const q = await ca.next('question');
      await ca.next('opponent', (f) => f.questionId === q.questionId && f.answered);
      ca.send({ type: 'answer', questionId: q.questionId, answer: q.choices[2]?.id ?? '', requestId: `q${i}` });
      await ca.next('opponent', (f) => f.questionId === q.questionId && f.correct !== undefined);
    }
    const r = await ca.next('result');
    expect(r.reason).toBe('finished');
    const seats = await t.app.db
      .selectFrom('battle_players')
      .select(['user_id', 'bot', 'rating_before', 'rating_after'])
      .orderBy('seat')
      .execute();
    expect(seats[1]).toMatchObject({ user_id: null, bot: 1 });
    expect(seats[1]?.rating_before).toBe(seats[1]?.rating_after);
  });

  it('lets a dropped player rejoin within the window with the current state', async () => {
    const ca = await conn(a);
    const cb = await conn(b);
    const roomId = await matchTwo(ca, cb);
    await playQuestion(ca, cb);
    const q = await cb.next('question');
    ca.close();
    const status = await cb.next('opponent-status');
    expect(status.connected).toBe(false);
    expect(status.rejoinBy).toBeGreaterThan(Date.now());
    const again = await conn(a);
    again.send({ type: 'rejoin', roomId });
    const m = await again.next('matched');
    expect(m.roomId).toBe(roomId);
    const room = await again.next('room');
    expect(room.scores).toBeDefined();
    const current = await again.next('question');
    expect(current.questionId).toBe(q.questionId);
    expect(current.deadline).toBe(q.deadline);
    expect((await cb.next('opponent-status')).connected).toBe(true);
    again.send({ type: 'answer', questionId: current.questionId, answer: current.choices[0]?.id ?? '', requestId: 'x' });
    await again.next('answered');
  });

  it('forfeits a player who does not come back, and one who leaves', async () => {
    const ca = await conn(a);
    const cb = await conn(b);
    await matchTwo(ca, cb);
    await cb.next('question');
    ca.close();
    const r = await cb.next('result', () => true, 4000);
    expect(r).toMatchObject({ winner: 'me', reason: 'forfeit' });
    const seats = await t.app.db
      .selectFrom('battle_players')
      .select(['user_id', 'forfeited', 'outcome', 'points'])
      .orderBy('seat')
      .execute();
    expect(seats.find((s) => Number(s.user_id) === a.userInfo.id)).toMatchObject({ forfeited: 1, outcome: 'loss', points: 0 });

    const c1 = await conn(a);
    const c2 = await conn(b);
    await matchTwo(c1, c2);
    await c1.next('question');
    c1.send({ type: 'leave' });
    expect(await c1.next('result')).toMatchObject({ winner: 'opponent', reason: 'left' });
    expect(await c2.next('result')).toMatchObject({ winner: 'me', reason: 'opponent-left' });
  });

  it('cancels cleanly when a player leaves before the start: no result stored', async () => {
    const ca = await conn(a);
    const cb = await conn(b);
    ca.send({ type: 'queue', lang: 'en', level: 3 });
    await ca.next('queued');
    cb.send({ type: 'queue', lang: 'en', level: 3 });
    await ca.next('matched');
    await cb.next('matched');
    ca.send({ type: 'leave' });
    expect((await cb.next('error')).code).toBe('room-ended');
    expect(await countRows(t.app.db, 'battles')).toBe(0);
    // Both can queue again at once.
    ca.send({ type: 'queue', lang: 'en', level: 3 });
    await ca.next('queued');
  });

  it('answers malformed and unknown frames with an error and stays usable; an oversized frame closes', async () => {
    const ca = await conn(a);
    ca.ws.send('{nope');
    expect((await ca.next('error')).code).toBe('malformed');
    ca.send({ type: 'dance' });
    const unknown = await ca.next('error');
    expect(unknown.code).toBe('unknown-type');
    expect(unknown.msg).toBe('未知的消息类型');
    ca.send({ type: 'queue', lang: 'en', level: 99 });
    expect((await ca.next('error')).code).toBe('malformed');
    ca.send({ type: 'ready' });
    expect((await ca.next('error')).code).toBe('not-in-room');
    ca.send({ type: 'ping' });
    await ca.next('pong');
    ca.ws.send('x'.repeat(5000));
    expect((await ca.waitClosed()).code).toBe(1009);
  });

  it('refuses an answer to a question that is not current, and a second answer', async () => {
    const ca = await conn(a);
    const cb = await conn(b);
    await matchTwo(ca, cb);
    const q = await ca.next('question');
    ca.send({ type: 'answer', questionId: 'not-this-one', answer: q.choices[0]?.id ?? '', requestId: 'a' });
    expect((await ca.next('error')).code).toBe('not-current');
    ca.send({ type: 'answer', questionId: q.questionId, answer: q.choices[0]?.id ?? '', requestId: 'b' });
    await ca.next('answered');
    ca.send({ type: 'answer', questionId: q.questionId, answer: q.choices[1]?.id ?? '', requestId: 'c' });
    expect((await ca.next('error')).code).toBe('already-answered');
  });

  it('refuses the upgrade without a valid, unused ticket', async () => {
    const ticket = await ticketFor(t.app, a.token);
    const first = await connect(t.app, a.token);
    open.push(first);
    const used = await BattleClientless(wsUrl(t.app, ticket));
    expect(used).toBe(200); // first use of this ticket works
    expect(await BattleClientless(wsUrl(t.app, ticket))).toBe(401);
    expect(await BattleClientless(wsUrl(t.app, 'made-up'))).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/battle/ticket' });
    expect(res.statusCode).toBe(401);
  });

  it('limits the frame rate: errors first, then closes a socket that keeps flooding', async () => {
    const ca = await conn(a);
    for (let i = 0; i < 45; i++) ca.send({ type: 'ping' });
    expect((await ca.next('error', (f) => f.code === 'rate-limited')).code).toBe('rate-limited');
    for (let i = 0; i < 100; i++) ca.send({ type: 'ping' });
    expect((await ca.waitClosed()).code).toBe(1008);
  });

  it('ends running battles with server-restart when the server closes, keeping finished ones', async () => {
    const ca = await conn(a);
    const cb = await conn(b);
    const first = await matchTwo(ca, cb);
    for (let i = 0; i < 3; i++) await playQuestion(ca, cb);
    await ca.next('result');
    await cb.next('result');
    await matchTwo(ca, cb);
    await ca.next('question');
    await t.app.close();
    expect(await ca.next('result')).toMatchObject({ reason: 'server-restart', points: 0 });
    expect(await cb.next('result')).toMatchObject({ reason: 'server-restart', points: 0 });
    expect((await ca.waitClosed()).code).toBe(1001);
    expect(await countRows(t.app.db, 'battles')).toBe(1);
    const ledger = await t.app.db.selectFrom('points_ledger').select('ref').where('ref', '=', `battle:${first}`).execute();
    expect(ledger).toHaveLength(2);
  });

  it('makes invites: the host and the friend join by code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/battle/invites', headers: auth(a), payload: { lang: 'en', level: 3 } });
    const invite = res.json().data as { code: string; link: string };
    expect(invite.link).toBe(`#/pages/battle/room?code=${invite.code}`);
    const ca = await conn(a);
    const cb = await conn(b);
    ca.send({ type: 'join', code: invite.code });
    await ca.next('queued');
    cb.send({ type: 'join', code: invite.code.toLowerCase() });
    const m = await cb.next('matched');
    expect((await ca.next('matched')).roomId).toBe(m.roomId);
    const cc = await conn(b);
    cc.send({ type: 'join', code: invite.code });
    expect((await cc.next('error')).code).toBe('invite-invalid');
  });
});

/** Opens a socket and reports 200 when the upgrade succeeded, else the refusing HTTP status. */
function BattleClientless(url: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('open', () => {
      ws.close();
      resolve(200);
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => undefined);
  });
}
