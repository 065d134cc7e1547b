/**
 * Tasks on a real database: progress derived from review logs, the daily test and due cards in
 * the learner's day and week; points credited once per task and period, even when two settles
 * run at once; follow and unfollow.
 */
import { dayKey, pointsRef, type Session, type TaskWithProgress, TASKS, weekKey } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';
import { recordReview } from '../memory/service.js';
import { settleTasks } from './service.js';

const TZ = 'Asia/Shanghai';
/** Wednesday 2026-03-11, 12:00 in Shanghai. */
const WED = Date.parse('2026-03-11T04:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(backends)('tasks on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let s: Session;
  let uid: number;
  let seq = 0;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138080', 'secret123', { timeZone: TZ });
    uid = s.userInfo.id;
  });
  afterEach(async () => t.close());

  const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { ...auth(s), 'accept-language': lang } });
  const care = (payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/task/saveCare', payload, headers: { ...auth(s), 'accept-language': lang } });
  const answer = (word: number, at: number, ms = 5000, requestId = `req-task-${++seq}`) =>
    recordReview(t.app.db, uid, { entryId: fx.entryIds[word] as number, source: 'practice', correct: true, ms, requestId }, at);
  const settle = (at: number) => settleTasks(t.app.db, uid, TZ, at);
  const byKey = (items: TaskWithProgress[], key: string) => items.find((i) => i.key === key) as TaskWithProgress;
  const taskRows = () =>
    t.app.db
      .selectFrom('points_ledger')
      .select(['amount', 'ref', 'reason'])
      .where('user_id', '=', uid)
      .where('ref', 'like', 'task:%')
      .execute();

  it('a new learner sees every task of today and this week at zero, nothing credited', async () => {
    const res = await get('/task/getTask');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.day).toBe(dayKey(Date.now(), TZ));
    expect(data.weekStart).toBe(weekKey(Date.now(), TZ));
    expect(data.credited).toBe(0);
    expect(data.items.map((i: TaskWithProgress) => i.key)).toEqual(TASKS.map((x) => x.key));
    for (const item of data.items) expect(item).toMatchObject({ progress: 0, completed: false, cared: false });
    expect(byKey(data.items, 'weekly-minutes').periodKey).toBe(data.weekStart);
    expect(byKey(data.items, 'daily-minutes').periodKey).toBe(data.day);
    expect(await taskRows()).toEqual([]);
    expect((await t.app.inject({ url: '/task/getTask' })).statusCode).toBe(401);
  });

  it('counts new words from first reviews only; a replayed answer counts once', async () => {
    await answer(0, WED - HOUR, 5000, 'req-same-001');
    await answer(0, WED - HOUR, 5000, 'req-same-001');
    await answer(0, WED - HOUR / 2); // the same word again: not new
    await answer(1, WED - HOUR / 2);
    await answer(2, WED - 2 * DAY); // Monday: this week, not today
    const { items, credited } = await settle(WED);
    expect(byKey(items, 'daily-new-words')).toMatchObject({ progress: 2, completed: false, periodKey: '2026-03-11' });
    expect(byKey(items, 'weekly-new-words')).toMatchObject({ progress: 3, completed: false, periodKey: '2026-03-09' });
    expect(byKey(items, 'weekly-study-days').progress).toBe(2);
    expect(byKey(items, 'daily-minutes').progress).toBe(0);
    expect(credited).toEqual([]);
  });

  it('weeks and days follow the learner’s zone: Sunday 23:59 is last week, Monday 00:00 this one', async () => {
    const mondayStart = Date.parse('2026-03-08T16:00:00Z'); // Monday 2026-03-09 00:00 in Shanghai
    await answer(0, mondayStart - 1);
    await answer(1, mondayStart);
    await answer(2, mondayStart + DAY);
    const { items } = await settle(WED);
    expect(byKey(items, 'weekly-new-words').progress).toBe(2);
    expect(byKey(items, 'weekly-study-days').progress).toBe(2);
    expect(byKey(items, 'daily-new-words').progress).toBe(0);
  });

  it('credits a completed task once, even when two settles run at once, and lists the credit', async () => {
    await answer(0, WED - HOUR, 400_000);
    await answer(1, WED - HOUR, 200_000); // 10 minutes today
    const [a, b] = await Promise.all([settle(WED), settle(WED)]);
    expect([...a.credited, ...b.credited]).toEqual([{ key: 'daily-minutes', points: 5 }]);
    for (const r of [a, b]) expect(byKey(r.items, 'daily-minutes')).toMatchObject({ progress: 10, completed: true });
    const again = await Promise.all([get('/task/getTask'), get('/task/getTask'), settle(WED)]);
    for (const res of again.slice(0, 2)) expect((res as { json(): { data: { credited: number } } }).json().data.credited).toBe(0);
    expect(await taskRows()).toEqual([{ amount: 5, ref: pointsRef.task('daily-minutes', '2026-03-11'), reason: 'task:daily-minutes' }]);
    const records = (await get('/score/getScoreRecorde')).json().data;
    expect(records.items[0]).toMatchObject({ amount: 5, kind: 'task', reason: 'task:daily-minutes' });
    // The next day is a new period: the same minutes do not count there.
    expect(byKey((await settle(WED + DAY)).items, 'daily-minutes')).toMatchObject({ progress: 0, completed: false });
    expect(byKey((await settle(WED + DAY)).items, 'weekly-minutes').progress).toBe(10);
  });

  it('clears today’s reviews only with nothing due; once paid it stays done for the day', async () => {
    expect(byKey((await settle(WED)).items, 'daily-clear-reviews').completed).toBe(false);
    await answer(3, WED - 3 * HOUR);
    await answer(4, WED - 3 * HOUR);
    // Only new words learned today: nothing was reviewed yet, so nothing was cleared.
    expect(byKey((await settle(WED - 2 * HOUR)).items, 'daily-clear-reviews').completed).toBe(false);
    await answer(3, WED - HOUR);
    await answer(4, WED - HOUR);
    const due = (at: number) => t.app.db.updateTable('memory_cards').set({ due: at }).where('user_id', '=', uid).execute();
    await due(WED - 1);
    expect(byKey((await settle(WED)).items, 'daily-clear-reviews')).toMatchObject({ progress: 0, completed: false });
    await due(WED + DAY);
    const cleared = await settle(WED);
    expect(byKey(cleared.items, 'daily-clear-reviews')).toMatchObject({ progress: 1, completed: true });
    expect(cleared.credited).toEqual([{ key: 'daily-clear-reviews', points: 5 }]);
    await due(WED - 1);
    const later = await settle(WED + HOUR);
    expect(byKey(later.items, 'daily-clear-reviews')).toMatchObject({ progress: 1, completed: true });
    expect(later.credited).toEqual([]);
    // Tomorrow nothing is reviewed yet: not cleared.
    expect(byKey((await settle(WED + DAY)).items, 'daily-clear-reviews').completed).toBe(false);
  });

  it('passes the daily-test task with a completed daily test of the learner’s day', async () => {
    const session = (day: string, completedAt: number | null) =>
      t.app.db
        .insertInto('study_sessions')
        .values({
          user_id: uid,
          kind: 'daily-test',
          source: 'daily-test',
          book_id: null,
          group_no: null,
          day_key: day,
          created_at: WED - HOUR,
          completed_at: completedAt,
        })
        .execute();
    await session('2026-03-11', null);
    await session('2026-03-10', WED - DAY);
    expect(byKey((await settle(WED)).items, 'daily-test').completed).toBe(false);
    await session('2026-03-11', WED - HOUR);
    const done = await settle(WED);
    expect(byKey(done.items, 'daily-test')).toMatchObject({ progress: 1, completed: true });
    expect(done.credited).toEqual([{ key: 'daily-test', points: 5 }]);
  });

  it('weekly tasks complete from the whole week', async () => {
    for (let d = 0; d < 5; d++) await answer(d, Date.parse('2026-03-09T02:00:00Z') + d * DAY, 720_000);
    const { items, credited } = await settle(Date.parse('2026-03-13T10:00:00Z'));
    expect(byKey(items, 'weekly-study-days')).toMatchObject({ progress: 5, completed: true });
    expect(byKey(items, 'weekly-minutes')).toMatchObject({ progress: 60, completed: true });
    expect(credited.map((c) => c.key).sort()).toEqual(['daily-minutes', 'weekly-minutes', 'weekly-study-days']);
    expect((await taskRows()).find((r) => r.ref === pointsRef.task('weekly-minutes', '2026-03-09'))?.amount).toBe(20);
  });

  it('follows and unfollows tasks; followed tasks come first; unknown tasks are not found', async () => {
    const list = (await get('/task/list')).json().data.items;
    expect(list.map((i: { key: string }) => i.key)).toEqual(TASKS.map((x) => x.key));
    expect(list.every((i: { cared: boolean }) => !i.cared)).toBe(true);
    expect((await care({ taskKey: 'weekly-minutes', care: true })).json().data).toEqual({ key: 'weekly-minutes', cared: true });
    expect((await care({ taskKey: 'weekly-minutes', care: true })).statusCode).toBe(200);
    expect((await care({ taskKey: 'daily-test', care: true })).statusCode).toBe(200);
    const today = (await get('/task/getTask')).json().data.items;
    expect(today.slice(0, 2).map((i: TaskWithProgress) => [i.key, i.cared])).toEqual([
      ['daily-test', true],
      ['weekly-minutes', true],
    ]);
    expect((await care({ taskKey: 'daily-test', care: false })).json().data).toEqual({ key: 'daily-test', cared: false });
    const cared = (await get('/task/list')).json().data.items.filter((i: { cared: boolean }) => i.cared);
    expect(cared.map((i: { key: string }) => i.key)).toEqual(['weekly-minutes']);

    const unknown = await care({ taskKey: 'fly-to-mars', care: true }, 'zh');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ msg: '未找到该任务', data: { error: 'task.notFound' } });
    for (const body of [{ taskKey: 'daily-test' }, { taskKey: '', care: true }, { taskKey: 'daily-test', care: 'yes' }]) {
      expect((await care(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await t.app.db.selectFrom('task_cares').selectAll().execute()).toHaveLength(1);
  });
});
