/** 023_memory_requests on a database with review logs: their request ids get their source as namespace, and back. */
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../../test/harness.js';
import { migratorOf as migrator, openScratchDatabase } from '../../test/scratch-database.js';
import type { Database } from '../database.js';
import { migrations } from '../migrate.js';

const before023 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '023'));
const upTo023 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '023_memory_requests'));

describe.each(backends)('migration 023_memory_requests on %s', (backend) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  afterEach(async () => cleanup());

  it('stores review request ids as <source>:<id>; down restores them', async () => {
    ({ database, cleanup } = await openScratchDatabase(backend));
    const { db } = database;
    expect((await migrator(db, before023).migrateToLatest()).error).toBeUndefined();
    const user = Number(
      (
        await db
          .insertInto('users')
          .values({ phone: '13800138001', password_hash: null, nickname: 'A', created_at: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const card = Number(
      (
        await db
          .insertInto('memory_cards')
          .values({
            user_id: user,
            card_key: 'e:1',
            entry_id: null,
            item_id: null,
            state: 2,
            due: 1,
            stability: 1,
            difficulty: 5,
            elapsed_days: 0,
            scheduled_days: 1,
            learning_steps: 0,
            reps: 2,
            lapses: 0,
            last_review: 1,
            created_at: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const log = (source: string, requestId: string) => ({
      user_id: user,
      card_id: card,
      source,
      rating: 3,
      correct: 1,
      ms: 1,
      state_before: 0,
      elapsed_days: 0,
      reviewed_at: 1,
      request_id: requestId,
      result: '{}',
    });
    await db
      .insertInto('review_logs')
      .values([log('practice', 'answer:1'), log('dictation', 'dict-0001'), log('vocab-test', 'vt-0001')])
      .execute();
    const ids = async () => (await db.selectFrom('review_logs').select('request_id').orderBy('id').execute()).map((r) => r.request_id);

    const m = migrator(db, upTo023);
    expect((await m.migrateToLatest()).error).toBeUndefined();
    expect(await ids()).toEqual(['practice:answer:1', 'dictation:dict-0001', 'vocab-test:vt-0001']);
    expect(await db.selectFrom('memory_requests').selectAll().execute()).toEqual([]);
    expect((await m.migrateDown()).error).toBeUndefined();
    expect(await ids()).toEqual(['answer:1', 'dict-0001', 'vt-0001']);
  });
});
