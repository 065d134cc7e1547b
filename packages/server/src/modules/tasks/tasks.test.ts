/**
 * Tasks on a real database: progress derived from the review logs of the learner's cards, words
 * learned in study, the daily test and due cards, in the learner day and week (time zone +
 * rollover hour); points credited once per task and period, even when two settles run at once;
 * "finish today's reviews" only with reviews due at the day's start and none left; a vocabulary
 * test never advances "learn N new words"; a tap in the reader pays nothing; follow and unfollow.
 */
import { learnerDayKey, learnerDayOf, learnerWeek, pointsRef, type Session, type TaskWithProgress, TASKS } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';
import { recordReview } from '../memory/service.js';
import { settleTasks } from './service.js';

const TZ = 'Asia/Shanghai';
const DAY_OF = learnerDayOf(TZ, 4);
/** Wednesday 2026-03-11, 12:00 in Shanghai; its learner day began at 04:00 (2026-03-10T20:00Z). */
const WED = Date.parse('2026-03-11T04:00:00Z');
const WED_START = Date.parse('2026-03-10T20:00:00Z');
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
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { ...auth(s), 'accept-language': 'en' } });
  const care = (payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/task/saveCare', payload, headers: { ...auth(s), 'accept-language': lang } });
  /** One review of a fixture word: right (Good) unless `correct` is false. */
  const answer = (
    word: number,
    at: number,
    ms = 5000,
    requestId = `req-task-${++seq}`,
    source: 'practice' | 'vocab-test' | 'quiz' | 'daily-test' | 'reading' = 'practice',
    correct = true,
  ) => recordReview(t.app.db, uid, { entryId: fx.entryIds[word] as number, source, correct, ms, requestId, timeZone: TZ }, at);
  const settle = (at: number) => settleTasks(t.app.db, uid, TZ, at);
  const byKey = (items: TaskWithProgress[], key: string) => items.find((i) => i.key === key) as TaskWithProgress;
  const taskRows = () =>
    t.app.db
      .selectFrom('points_ledger')
      .select(['amount', 'ref', 'reason', 'source'])
      .where('user_id', '=', uid)
      .where('ref', 'like', 'task:%')
      .execute();
  const cardOf = (word: number) =>
    t.app.db
      .updateTable('memory_cards')
      .where('user_id', '=', uid)
      .where('entry_id', '=', fx.entryIds[word] as number);

  it('a new learner sees every task of today and this week at zero, nothing credited', async () => {
    const res = await get('/task/getTask');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.day).toBe(learnerDayKey(Date.now(), DAY_OF));
    expect(data.weekStart).toBe(learnerWeek(Date.now(), DAY_OF).key);
    expect(data.rolloverHour).toBe(4);
    expect(data.credited).toBe(0);
    expect(data.items.map((i: TaskWithProgress) => i.key)).toEqual(TASKS.map((x) => x.key));
    for (const item of data.items) expect(item).toMatchObject({ progress: 0, completed: false, cared: false });
    // Nothing was due when the day began: today's reviews cannot be finished (or paid) today.
    expect(byKey(data.items, 'daily-clear-reviews').unavailable).toBe(true);
    expect(byKey(data.items, 'daily-minutes').unavailable).toBe(false);
    expect(byKey(data.items, 'weekly-minutes').periodKey).toBe(data.weekStart);
    expect(byKey(data.items, 'daily-minutes').periodKey).toBe(data.day);
    expect(await taskRows()).toEqual([]);
    expect((await t.app.inject({ url: '/task/getTask' })).statusCode).toBe(401);
  });

  it('counts words learned in study: a wrong answer learns nothing, a replay counts once', async () => {
    await answer(0, WED - HOUR, 5000, 'req-same-001');
    await answer(0, WED - HOUR, 5000, 'req-same-001');
    await answer(0, WED - HOUR / 2); // the same word again: learned once
    await answer(1, WED - HOUR / 2);
    await answer(3, WED - HOUR / 2, 5000, undefined, 'practice', false); // Again: not learned
    await answer(2, WED - 2 * DAY); // Monday: this week, not today
    const { items, credited } = await settle(WED);
    expect(byKey(items, 'daily-new-words')).toMatchObject({ progress: 2, completed: false, periodKey: '2026-03-11' });
    expect(byKey(items, 'weekly-new-words')).toMatchObject({ progress: 3, completed: false, periodKey: '2026-03-09' });
    expect(byKey(items, 'daily-minutes').progress).toBe(0);
    expect(credited).toEqual([]);
  });

  it('a vocabulary test, a quiz or the daily test does not advance "learn N new words"', async () => {
    // Words 0-11 were looked up in the reader last week (cards, not learned); this morning tests
    // answered them right, which makes them learned, but not in study.
    for (let w = 0; w < 12; w++) await answer(w, WED - 5 * DAY, 0, undefined, 'reading', false);
    for (let w = 0; w < 12; w++) await answer(w, WED - HOUR, 3000, undefined, (['vocab-test', 'quiz', 'daily-test'] as const)[w % 3]);
    const learned = await t.app.db.selectFrom('memory_cards').select('learned_at').where('user_id', '=', uid).execute();
    expect(learned.filter((c) => c.learned_at !== null)).toHaveLength(12);
    const tested = await settle(WED);
    expect(byKey(tested.items, 'daily-new-words')).toMatchObject({ progress: 0, completed: false });
    expect(byKey(tested.items, 'weekly-new-words').progress).toBe(0);
    // Learned in study: each counts.
    for (let w = 20; w < 30; w++) await answer(w, WED - HOUR / 2);
    const studied = await settle(WED);
    expect(byKey(studied.items, 'daily-new-words')).toMatchObject({ progress: 10, completed: true });
    expect(studied.credited).toEqual([{ key: 'daily-new-words', points: 5 }]);
  });

  it('learner days and weeks begin at the rollover hour: Monday 03:59 is last week, 04:00 this one', async () => {
    const mondayStart = Date.parse('2026-03-08T20:00:00Z'); // Monday 2026-03-09 04:00 in Shanghai
    await answer(0, mondayStart - 1);
    await answer(1, mondayStart);
    await answer(2, WED_START - 1); // Wednesday 03:59: still Tuesday
    await answer(3, WED_START);
    const { items } = await settle(WED);
    expect(byKey(items, 'weekly-new-words').progress).toBe(3);
    expect(byKey(items, 'daily-new-words').progress).toBe(1);
    // A rollover at midnight moves the boundaries: Monday 00:00-04:00 joins this week.
    await t.app.db
      .insertInto('study_settings')
      .values({
        user_id: uid,
        desired_retention: 0.9,
        daily_new: 20,
        active_book_id: null,
        weights: null,
        fitted_at: null,
        updated_at: 0,
        day_rollover_hour: 0,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ day_rollover_hour: 0 }))
      .execute();
    const midnight = await settle(WED);
    expect(byKey(midnight.items, 'weekly-new-words').progress).toBe(4);
    expect(byKey(midnight.items, 'daily-new-words').progress).toBe(2);
  });

  it('credits a completed task once, even when two settles run at once, and lists the credit with its source', async () => {
    await answer(0, WED - HOUR, 400_000);
    await answer(1, WED - HOUR, 200_000); // 10 minutes today
    const [a, b] = await Promise.all([settle(WED), settle(WED)]);
    expect([...a.credited, ...b.credited]).toEqual([{ key: 'daily-minutes', points: 5 }]);
    for (const r of [a, b]) expect(byKey(r.items, 'daily-minutes')).toMatchObject({ progress: 10, completed: true });
    const again = await Promise.all([get('/task/getTask'), get('/task/getTask'), settle(WED)]);
    for (const res of again.slice(0, 2)) expect((res as { json(): { data: { credited: number } } }).json().data.credited).toBe(0);
    expect(await taskRows()).toEqual([{ amount: 5, ref: pointsRef.task('daily-minutes', '2026-03-11'), reason: 'task', source: 'task' }]);
    const records = (await get('/score/getScoreRecorde')).json().data;
    expect(records.items[0]).toMatchObject({ amount: 5, kind: 'task', reason: 'task:daily-minutes' });
    // The next day is a new period: the same minutes do not count there.
    expect(byKey((await settle(WED + DAY)).items, 'daily-minutes')).toMatchObject({ progress: 0, completed: false });
    expect(byKey((await settle(WED + DAY)).items, 'weekly-minutes').progress).toBe(10);
  });

  it('with 0 reviews due at the day’s start, "finish today’s reviews" is not paid, whatever was reviewed', async () => {
    // The story: 20 new words learned today, each answered twice, nothing due now.
    for (let w = 0; w < 20; w++) await answer(w, WED - 3 * HOUR);
    for (let w = 0; w < 20; w++) await answer(w, WED - 2 * HOUR);
    await t.app.db
      .updateTable('memory_cards')
      .set({ due: WED + DAY })
      .where('user_id', '=', uid)
      .execute();
    const { items, credited } = await settle(WED);
    expect(byKey(items, 'daily-clear-reviews')).toMatchObject({ progress: 0, completed: false, unavailable: true });
    expect(credited.map((c) => c.key)).not.toContain('daily-clear-reviews');
    expect((await taskRows()).map((r) => r.ref)).not.toContain(pointsRef.task('daily-clear-reviews', '2026-03-11'));
  });

  it('finishes today’s reviews when the cards due at the day’s start are all reviewed; once paid it stays done', async () => {
    // Words 3 and 4 were learned on Sunday: due again (learning steps) long before today began.
    await answer(3, WED - 3 * DAY);
    await answer(4, WED - 3 * DAY);
    const start = await settle(WED - 3 * HOUR);
    expect(byKey(start.items, 'daily-clear-reviews')).toMatchObject({ completed: false, unavailable: false });
    await answer(3, WED - 2 * HOUR);
    // One of two done: one is still due.
    expect(byKey((await settle(WED - HOUR)).items, 'daily-clear-reviews')).toMatchObject({ progress: 0, completed: false });
    await answer(4, WED - HOUR);
    await t.app.db
      .updateTable('memory_cards')
      .set({ due: WED + DAY })
      .where('user_id', '=', uid)
      .execute();
    const cleared = await settle(WED);
    expect(byKey(cleared.items, 'daily-clear-reviews')).toMatchObject({ progress: 1, completed: true });
    expect(cleared.credited).toEqual([{ key: 'daily-clear-reviews', points: 5 }]);
    // Due again later today: the task stays done and pays nothing more.
    await t.app.db.updateTable('memory_cards').set({ due: WED }).where('user_id', '=', uid).execute();
    const later = await settle(WED + HOUR);
    expect(byKey(later.items, 'daily-clear-reviews')).toMatchObject({ progress: 1, completed: true });
    expect(later.credited).toEqual([]);
  });

  it('a card due at the day’s start only tapped in the reader is not a finished review', async () => {
    await answer(5, WED - 3 * DAY);
    await answer(5, WED - HOUR, 0, undefined, 'reading', false); // looked up while reading
    await cardOf(5)
      .set({ due: WED + HOUR })
      .execute();
    expect(byKey((await settle(WED)).items, 'daily-clear-reviews')).toMatchObject({ completed: false, unavailable: false });
    await answer(5, WED + 2 * HOUR); // reviewed in study
    await cardOf(5)
      .set({ due: WED + DAY })
      .execute();
    expect(byKey((await settle(WED + 2 * HOUR)).items, 'daily-clear-reviews').completed).toBe(true);
  });

  it('a tap in the reader pays nothing: look-ups and marks credit no points and complete no task', async () => {
    const book = await t.app.db
      .insertInto('books')
      .values({
        slug: 'tap',
        type: 'article',
        lang: 'en',
        category: 'literature',
        level: 5,
        titles: JSON.stringify({ en: 'Tap', zh: '点' }),
        descriptions: '{}',
        status: 'public',
        review_status: 'auto_approved',
        translation_mode: 'simple',
        owner_id: null,
        builtin: 1,
        item_count: 1,
        group_size: 2,
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('book_items')
      .values({
        book_id: book.id,
        position: 0,
        group_no: 1,
        entry_id: null,
        text: 'The apple is red. The river is wide.',
        translation: null,
        extra: null,
        ikey: 'tap/0',
        chash: null,
        retired_at: null,
      })
      .execute();
    // "river" (word 3) was learned three days ago and is due: the only review of the day.
    const now = Date.now();
    await answer(3, now - 3 * DAY);
    const lookups = ['tap-lookup-001', 'tap-lookup-002'].map((requestId, i) =>
      send('POST', '/api/reading/lookups', { entryId: fx.entryIds[i === 0 ? 3 : 0], bookId: book.id, requestId }),
    );
    for (const res of await Promise.all(lookups)) expect(res.statusCode).toBe(200);
    const mark = await send('PUT', '/api/reading/words/status', { entryId: fx.entryIds[1], status: 'known', requestId: 'tap-mark-0001' });
    expect(mark.statusCode).toBe(200);
    expect(await countRows(t.app.db, 'points_ledger')).toBe(0);
    // Nor does the next look at the tasks pay for the taps.
    await cardOf(3)
      .set({ due: now + DAY })
      .execute();
    const tasks = (await get('/task/getTask')).json().data;
    expect(tasks.credited).toBe(0);
    expect(byKey(tasks.items, 'daily-clear-reviews').completed).toBe(false);
    expect(byKey(tasks.items, 'daily-new-words').progress).toBe(0);
    expect(await countRows(t.app.db, 'points_ledger')).toBe(0);
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

  it('weekly tasks complete from the whole week; a study day needs 10 reviews or 5 minutes', async () => {
    for (let d = 0; d < 5; d++) await answer(d, Date.parse('2026-03-09T02:00:00Z') + d * DAY, 720_000);
    // Saturday: three quick taps in the reader are not a study day.
    for (let w = 10; w < 13; w++) await answer(w, Date.parse('2026-03-14T02:00:00Z'), 0, undefined, 'reading', false);
    const { items, credited } = await settle(Date.parse('2026-03-14T10:00:00Z'));
    expect(byKey(items, 'weekly-study-days')).toMatchObject({ progress: 5, completed: true });
    expect(byKey(items, 'weekly-minutes')).toMatchObject({ progress: 60, completed: true });
    expect(credited.map((c) => c.key).sort()).toEqual(['weekly-minutes', 'weekly-study-days']);
    expect((await taskRows()).find((r) => r.ref === pointsRef.task('weekly-minutes', '2026-03-09'))?.amount).toBe(20);
  });

  it('study days: one tap is not one, ten quick reviews are', async () => {
    await answer(0, WED - HOUR, 0, undefined, 'reading', false);
    expect(byKey((await settle(WED)).items, 'weekly-study-days').progress).toBe(0);
    for (let w = 1; w < 10; w++) await answer(w, WED - HOUR, 1000);
    expect(byKey((await settle(WED)).items, 'weekly-study-days').progress).toBe(1);
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
