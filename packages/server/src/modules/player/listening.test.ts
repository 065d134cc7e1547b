/**
 * Listening reports on a real database: seconds of the local day, idempotent per request id,
 * exposures per heard item of the playlist (others ignored), the study calendar's minutes and the
 * minutes tasks; FSRS cards never move; only the playlist's owner may report; bad bodies refused.
 */
import { learnerDayKey, learnerDayOf, type Session, type TaskWithProgress } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';
import { reportListening } from './listening.js';

const TZ = 'Asia/Shanghai';

describe.each(backends)('listening on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  let other: Session;
  let fx: StudyFixture;
  let playlist: { id: number; items: { key: string; entryId: number | null }[] };
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138111', 'secret123', { timeZone: TZ });
    other = await signUp(t, '13800138112');
    playlist = (await call('POST', '/api/player/playlists', { kind: 'book', bookId: fx.wordBookId, groups: [0] })).json().data;
  });
  afterEach(async () => t.close());

  function call(method: 'GET' | 'POST', url: string, payload?: object, session: Session = s, lang = 'en') {
    return t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(session), 'accept-language': lang } });
  }
  const listen = (payload: object, session: Session = s) => call('POST', '/api/player/listening', payload, session);
  const cardRows = () =>
    t.app.db
      .selectFrom('memory_cards')
      .select(['card_key', 'due', 'stability', 'difficulty', 'reps', 'lapses', 'state', 'last_review'])
      .where('user_id', '=', s.userInfo.id)
      .orderBy('card_key')
      .execute();

  it('counts seconds of the day once per request id, records exposures and leaves FSRS cards alone', async () => {
    const [first, second] = playlist.items;
    // A card from a review, to see that listening does not move it.
    const review = await call('POST', '/api/memory/reviews', {
      entryId: first?.entryId,
      source: 'listening',
      correct: true,
      ms: 1500,
      requestId: 'listen-review-1',
    });
    expect(review.statusCode).toBe(200);
    const before = await cardRows();
    const logsBefore = await countRows(t.app.db, 'review_logs');

    const body = { playlistId: playlist.id, seconds: 300, keys: [first?.key, second?.key, 'e999999'], requestId: 'listen-report-1' };
    const res = await listen(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ todaySeconds: 300 });
    // The same report again (a retry): the same answer, nothing more counted.
    expect((await listen(body)).json().data).toEqual({ todaySeconds: 300 });
    expect(await countRows(t.app.db, 'listening_logs')).toBe(1);
    expect((await listen({ ...body, requestId: 'listen-report-2', seconds: 350, keys: [first?.key] })).json().data).toEqual({
      todaySeconds: 650,
    });

    expect(await cardRows()).toEqual(before);
    expect(await countRows(t.app.db, 'review_logs')).toBe(logsBefore);
    const exposures = await t.app.db
      .selectFrom('listening_exposures')
      .select(['card_key', 'heard'])
      .where('user_id', '=', s.userInfo.id)
      .orderBy('card_key')
      .execute();
    // Only the playlist's own items count; e999999 is not one of them.
    expect(exposures.map((e) => [e.card_key, Number(e.heard)]).sort()).toEqual(
      [
        [`e:${first?.entryId}`, 2],
        [`e:${second?.entryId}`, 1],
      ].sort(),
    );

    // Ten minutes and more: the daily minutes task is done and credited; the calendar shows them.
    const tasks = (await call('GET', '/task/getTask')).json().data;
    const daily = tasks.items.find((i: TaskWithProgress) => i.key === 'daily-minutes');
    expect(daily).toMatchObject({ progress: 10, completed: true });
    const credited = await t.app.db.selectFrom('points_ledger').select('ref').where('user_id', '=', s.userInfo.id).execute();
    expect(credited.map((r) => r.ref)).toContain(`task:daily-minutes:${learnerDayKey(Date.now(), learnerDayOf(TZ))}`);
    const progress = (await call('GET', '/api/progress')).json().data;
    expect(progress.minutesToday).toBeGreaterThanOrEqual(10.8);
    expect(progress.reviewsToday).toBe(1);
  });

  it('puts seconds in the local day they were heard', async () => {
    const actor = { id: s.userInfo.id, timeZone: TZ };
    // 03:59:30 and 04:00:30 in Shanghai: either side of the learner day's rollover (4 am).
    const lateNight = Date.parse('2026-03-11T19:59:30Z');
    const nextMorning = Date.parse('2026-03-11T20:00:30Z');
    const base = { playlistId: playlist.id, keys: [] as string[] };
    expect(await reportListening(t.app.db, actor, { ...base, seconds: 60, requestId: 'listen-day-1' }, lateNight)).toEqual({
      todaySeconds: 60,
    });
    expect(await reportListening(t.app.db, actor, { ...base, seconds: 30, requestId: 'listen-day-2' }, nextMorning)).toEqual({
      todaySeconds: 30,
    });
    const days = await t.app.db
      .selectFrom('study_days')
      .select(['day', 'ms', 'reviews'])
      .where('user_id', '=', actor.id)
      .orderBy('day')
      .execute();
    expect(days.map((d) => [d.day, Number(d.ms), Number(d.reviews)])).toEqual([
      ['2026-03-11', 60_000, 0],
      ['2026-03-12', 30_000, 0],
    ]);
  });

  it("refuses another user's playlist (404) and bad bodies (422), writing nothing", async () => {
    const theirs = await listen({ playlistId: playlist.id, seconds: 60, keys: [], requestId: 'listen-other-1' }, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().data).toMatchObject({ error: 'player.notFound' });
    const bad = [
      { playlistId: playlist.id, seconds: 0, keys: [], requestId: 'listen-bad-1' },
      { playlistId: playlist.id, seconds: 601, keys: [], requestId: 'listen-bad-2' },
      { playlistId: playlist.id, seconds: 60, keys: ['x1'], requestId: 'listen-bad-3' },
      { playlistId: playlist.id, seconds: 60, keys: [], requestId: 'short' },
      { seconds: 60, keys: [], requestId: 'listen-bad-5' },
    ];
    for (const body of bad) expect((await listen(body)).statusCode, JSON.stringify(body)).toBe(422);
    expect(await countRows(t.app.db, 'listening_logs')).toBe(0);
    expect(await countRows(t.app.db, 'listening_exposures')).toBe(0);
    expect(await countRows(t.app.db, 'study_days')).toBe(0);
  });

  it('keeps the minutes counted after the playlist is deleted', async () => {
    await listen({ playlistId: playlist.id, seconds: 120, keys: [], requestId: 'listen-keep-1' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/player/playlists/${playlist.id}`, headers: auth(s) })).statusCode).toBe(200);
    expect(await countRows(t.app.db, 'listening_logs')).toBe(1);
    const progress = (await call('GET', '/api/progress')).json().data;
    expect(progress.minutesToday).toBe(2);
  });
});
