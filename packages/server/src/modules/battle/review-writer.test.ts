/**
 * The battle review writer: a worker thread with its own connection writes reviews that the app's
 * connection then reads (SQLite file, and PostgreSQL when configured); a thread that cannot open
 * the database hands its batch to the event loop, so no answer is lost.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { seedStudyFixture, type StudyFixture } from '../../test/study-fixture.js';
import type { PendingReview } from './review-batch.js';
import type { BattleToStore, PlayerProfile } from './service.js';
import { inlineReviewWriter, reviewWriterFor, threadReviewWriter } from './review-writer.js';

describe.each(backends)('battle review writer (%s)', (backend) => {
  let t: TestApp;
  let fixture: StudyFixture;
  let userId: number;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fixture = await seedStudyFixture(t.app);
    userId = (await signUp(t, '13800000031')).userInfo.id;
  });
  afterEach(async () => t.close());

  const batch = (prefix: string): PendingReview[] =>
    fixture.entryIds.slice(0, 3).map((entryId, i) => ({
      userId,
      at: Date.now(),
      input: { entryId, source: 'battle', correct: i !== 1, ms: 1500, requestId: `${prefix}-${i}` },
    }));
  const battleReviews = async () =>
    (await t.app.db.selectFrom('review_logs').select('request_id').where('source', '=', 'battle').execute())
      .map((r) => r.request_id)
      .sort();

  it('writes from its own thread; the app reads the reviews, and a resent batch is not written twice', async () => {
    const errors: unknown[] = [];
    const writer = reviewWriterFor(t.app.config, t.app.db, (err) => errors.push(err));
    await writer.write(batch('w'));
    await writer.write(batch('w'));
    await writer.close();
    expect(errors).toEqual([]);
    // Stored request ids carry their source (one namespace per user and source).
    expect(await battleReviews()).toEqual(['battle:w-0', 'battle:w-1', 'battle:w-2']);
  });

  const battle = (roomId: string): BattleToStore => {
    const me: PlayerProfile = {
      userId,
      nickname: 'me',
      bot: false,
      level: 3,
      nativeLang: 'zh',
      uiLang: 'zh',
      rating: 1200,
      games: 0,
      timeZone: 'UTC',
    };
    const bot: PlayerProfile = { ...me, userId: null, nickname: 'bot', bot: true };
    const seat = (profile: PlayerProfile, score: number) => ({ profile, score, correct: score / 100, forfeited: false, missed: [] });
    return {
      meta: { roomId, lang: 'en', level: 3, kind: 'bot', reason: 'finished', questions: 3, startedAt: Date.now() - 30_000 },
      seats: [seat(me, 300), seat(bot, 100)],
    };
  };
  const stored = async () => ({
    battles: (await t.app.db.selectFrom('battles').select('room_id').execute()).map((r) => r.room_id).sort(),
    games: Number(
      (await t.app.db.selectFrom('battle_ratings').select('games').where('user_id', '=', userId).executeTakeFirst())?.games ?? 0,
    ),
  });

  it('stores a battle result from its thread, once per room', async () => {
    const errors: unknown[] = [];
    const writer = reviewWriterFor(t.app.config, t.app.db, (err) => errors.push(err));
    const first = await writer.finish(battle('room-1'));
    const again = await writer.finish(battle('room-1'));
    await writer.close();
    expect(errors).toEqual([]);
    expect(first[0].outcome).toBe('win');
    expect(again).toEqual(first);
    expect(await stored()).toEqual({ battles: ['room-1'], games: 1 });
  });

  it('falls back to the event loop when the thread cannot open the database', async () => {
    const errors: unknown[] = [];
    const onError = (err: unknown) => errors.push(err);
    const broken = threadReviewWriter(
      { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', sqlitePath: '/nonexistent/x.db' },
      inlineReviewWriter(t.app.db, onError),
      onError,
    );
    await broken.write(batch('f'));
    const result = await broken.finish(battle('room-f'));
    await broken.close();
    expect(errors.length).toBeGreaterThan(0);
    expect(await battleReviews()).toEqual(['battle:f-0', 'battle:f-1', 'battle:f-2']);
    expect(result[0].outcome).toBe('win');
    expect(await stored()).toEqual({ battles: ['room-f'], games: 1 });
  });
});
