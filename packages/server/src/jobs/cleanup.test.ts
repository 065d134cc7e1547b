/** The cleanup jobs delete exactly what is expired (tokens, SMS codes, mentor codes, upload previews and their drafts), on SQLite and PostgreSQL. */
import { MENTOR_EXPIRED_CODE_RETENTION_MS } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test/harness.js';
import { REFRESH_RETENTION_MS, SMS_CODE_RETENTION_MS } from './cleanup.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const HOUR = 3600_000;

describe.each(backends)('cleanup jobs on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => t.close());

  async function seed(): Promise<number> {
    const db = t.app.db;
    const user = await db
      .insertInto('users')
      .values({ phone: '13800000001', password_hash: null, nickname: 'cleanup', created_at: NOW - 90 * 24 * HOUR })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = Number(user.id);
    await db
      .insertInto('access_tokens')
      .values([
        { token_hash: 'a-expired', user_id: userId, family_id: 'f1', expires_at: NOW - 1 },
        { token_hash: 'a-live', user_id: userId, family_id: 'f1', expires_at: NOW + HOUR },
        { token_hash: 'a-now', user_id: userId, family_id: 'f1', expires_at: NOW },
      ])
      .execute();
    const refresh = (hash: string, expiresAt: number, revokedAt: number | null) => ({
      token_hash: hash,
      user_id: userId,
      family_id: 'f1',
      expires_at: expiresAt,
      revoked_at: revokedAt,
      created_at: NOW - 40 * 24 * HOUR,
    });
    await db
      .insertInto('refresh_tokens')
      .values([
        refresh('r-live', NOW + 24 * HOUR, null),
        refresh('r-expired-recently', NOW - HOUR, null),
        refresh('r-expired-long-ago', NOW - REFRESH_RETENTION_MS - 1, null),
        refresh('r-revoked-recently', NOW + 24 * HOUR, NOW - HOUR),
        refresh('r-revoked-long-ago', NOW + 24 * HOUR, NOW - REFRESH_RETENTION_MS - 1),
      ])
      .execute();
    const code = (purpose: string, expiresAt: number, usedAt: number | null) => ({
      phone: '13800000001',
      purpose,
      code_hash: 'x',
      attempts: 0,
      expires_at: expiresAt,
      used_at: usedAt,
      created_at: expiresAt - 300_000,
    });
    await db
      .insertInto('sms_codes')
      .values([
        code('live', NOW + 60_000, null),
        code('expired-recently', NOW - HOUR, null),
        code('expired-long-ago', NOW - SMS_CODE_RETENTION_MS - 1, null),
        code('used-recently', NOW + 60_000, NOW - HOUR),
        code('used-long-ago', NOW - SMS_CODE_RETENTION_MS + 60_000, NOW - SMS_CODE_RETENTION_MS - 1),
      ])
      .execute();
    const upload = (id: string, expiresAt: number) => ({
      id,
      user_id: userId,
      form: '{}',
      item_count: 0,
      source: 'list',
      created_at: expiresAt - HOUR,
      expires_at: expiresAt,
      applied_book_id: null,
    });
    await db
      .insertInto('uploads')
      .values([upload('u-live', NOW + 60_000), upload('u-expired', NOW), upload('u-applied', NOW - HOUR)])
      .execute();
    // Each upload's book: hidden drafts (upload/draft-book.ts) of the live and the expired preview,
    // the expired one's with more items than one delete takes; the applied one's shown.
    const book = async (uploadId: string, retiredAt: number | null, items: number) => {
      const row = await db
        .insertInto('books')
        .values({
          slug: `upload-${uploadId}`,
          type: 'word',
          lang: 'en',
          category: 'upload',
          level: 3,
          titles: '{"zh":"词"}',
          descriptions: '{}',
          status: 'private',
          review_status: 'pending',
          translation_mode: 'professional',
          owner_id: userId,
          builtin: 0,
          item_count: items,
          group_size: 20,
          created_at: NOW - HOUR,
          updated_at: NOW - HOUR,
          retired_at: retiredAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let from = 0; from < items; from += 500) {
        const rows = Array.from({ length: Math.min(500, items - from) }, (_, k) => ({
          book_id: row.id,
          position: from + k,
          group_no: Math.floor((from + k) / 20),
          text: `w${from + k}`,
        }));
        await db.insertInto('book_items').values(rows).execute();
      }
      return Number(row.id);
    };
    await book('u-live', NOW - HOUR, 3);
    await book('u-expired', NOW - HOUR, 2_500);
    const applied = await book('u-applied', null, 2);
    await db.updateTable('uploads').set({ applied_book_id: applied }).where('id', '=', 'u-applied').execute();
    const mentorCode = (code: string | null, status: 'pending' | 'active' | 'revoked', expiresAt: number) => ({
      student_id: userId,
      mentor_id: status === 'active' ? userId : null,
      relation: 'mentor' as const,
      invited_by: 'student' as const,
      code,
      status,
      created_at: expiresAt - 7 * 24 * HOUR,
      expires_at: expiresAt,
      accepted_at: status === 'active' ? expiresAt - HOUR : null,
      revoked_at: status === 'revoked' ? expiresAt - HOUR : null,
    });
    await db
      .insertInto('mentor_links')
      .values([
        mentorCode('LIVECODE', 'pending', NOW + HOUR),
        mentorCode('EXPIRED1', 'pending', NOW - HOUR),
        mentorCode('EXPIRED2', 'pending', NOW - MENTOR_EXPIRED_CODE_RETENTION_MS),
        mentorCode(null, 'active', NOW - MENTOR_EXPIRED_CODE_RETENTION_MS - HOUR),
        mentorCode('REVOKED1', 'revoked', NOW - MENTOR_EXPIRED_CODE_RETENTION_MS - HOUR),
      ])
      .execute();
    return userId;
  }

  it('deletes expired access tokens, old refresh tokens, old SMS codes, old expired mentor codes and expired upload previews, nothing else', async () => {
    await seed();
    // The app's own jobs, at a fixed time.
    expect((await t.app.jobs.tick(NOW)).sort()).toEqual([
      'cleanup-access-tokens',
      'cleanup-mentor-codes',
      'cleanup-refresh-tokens',
      'cleanup-sms-codes',
      'cleanup-uploads',
      'fsrs-fit',
    ]);

    const db = t.app.db;
    const access = await db.selectFrom('access_tokens').select('token_hash').orderBy('token_hash').execute();
    expect(access.map((r) => r.token_hash)).toEqual(['a-live', 'a-now']);
    const refresh = await db.selectFrom('refresh_tokens').select('token_hash').orderBy('token_hash').execute();
    expect(refresh.map((r) => r.token_hash)).toEqual(['r-expired-recently', 'r-live', 'r-revoked-recently']);
    const codes = await db.selectFrom('sms_codes').select('purpose').orderBy('purpose').execute();
    expect(codes.map((r) => r.purpose)).toEqual(['expired-recently', 'live', 'used-recently']);
    expect((await db.selectFrom('uploads').select('id').execute()).map((r) => r.id)).toEqual(['u-live']);
    // The expired preview's draft went with its items; the live one's and the applied book stay.
    const books = await db.selectFrom('books').select(['slug', 'item_count']).orderBy('slug').execute();
    expect(books.map((b) => b.slug)).toEqual(['upload-u-applied', 'upload-u-live']);
    expect(await db.selectFrom('book_items').select('id').execute()).toHaveLength(5);
    // A day past its expiry an unused mentor code goes; links (active or revoked) stay.
    const links = await db.selectFrom('mentor_links').select(['code', 'status']).orderBy('id').execute();
    expect(links.map((r) => [r.code, r.status])).toEqual([
      ['LIVECODE', 'pending'],
      ['EXPIRED1', 'pending'],
      [null, 'active'],
      ['REVOKED1', 'revoked'],
    ]);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('is not started by building the app (only listening starts it)', () => {
    expect(t.app.jobs.started).toBe(false);
  });
});
