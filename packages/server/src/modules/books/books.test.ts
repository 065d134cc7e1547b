/** Browsing books: public for all, private only for the owner; filters by language, level and category tree. */

import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { bookPolicy } from './policy.js';

describe.each(backends)('books on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
    const base = {
      type: 'word',
      titles: '{"en":"A"}',
      descriptions: '{}',
      review_status: 'auto_approved',
      translation_mode: 'simple',
      group_size: 20,
      created_at: 1,
    };
    await t.app.db
      .insertInto('books')
      .values([
        { ...base, slug: 'cet4', lang: 'en', category: 'exam_CET4', level: 8, status: 'public', builtin: 1, item_count: 3 },
        { ...base, slug: 'band1', lang: 'en', category: 'frequency_band1', level: 1, status: 'public', builtin: 1, item_count: 2 },
        { ...base, slug: 'examish', lang: 'en', category: 'examination', level: 8, status: 'public', builtin: 1, item_count: 1 },
        { ...base, slug: 'zh1', lang: 'zh', category: 'frequency_band1', level: 1, status: 'public', builtin: 1, item_count: 1 },
      ])
      .execute();
  });
  afterEach(async () => t.close());

  const slugs = async (url: string) => ((await t.app.inject({ url })).json().data.items as { slug: string }[]).map((b) => b.slug).sort();

  it('shows public books to everyone and a private book only to its owner', async () => {
    // Two real users, each with a private book.
    const a = await signUp(t, '13800138050');
    const b = await signUp(t, '13800138051');
    const base = { type: 'word', lang: 'en', category: 'exam_CET4', level: 8, titles: '{}', descriptions: '{}', status: 'private' };
    const rest = { review_status: 'auto_approved', translation_mode: 'simple', group_size: 20, created_at: 1, builtin: 0, item_count: 1 };
    await t.app.db
      .insertInto('books')
      .values([
        { ...base, ...rest, slug: 'a-private', owner_id: a.userInfo.id },
        { ...base, ...rest, slug: 'b-private', owner_id: b.userInfo.id },
      ])
      .execute();
    const as = async (session: Session | null) =>
      ((await t.app.inject({ url: '/api/books?lang=en', headers: session ? auth(session) : {} })).json().data.items as { slug: string }[])
        .map((x) => x.slug)
        .sort();
    expect(await as(null)).toEqual(['band1', 'cet4', 'examish']);
    expect(await as(a)).toEqual(['a-private', 'band1', 'cet4', 'examish']);
    expect(await as(b)).toEqual(['b-private', 'band1', 'cet4', 'examish']);
  });

  it('filters by level and by a category with its children only', async () => {
    expect(await slugs('/api/books?lang=en&level=1')).toEqual(['band1']);
    expect(await slugs('/api/books?category=exam')).toEqual(['cet4']);
    expect(await slugs('/api/books?category=frequency')).toEqual(['band1', 'zh1']);
  });

  it('rejects a level outside 1-20 with a clear error', async () => {
    const res = await t.app.inject({ url: '/api/books?level=21' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(500);
  });
});

describe('book policy', () => {
  const user = { id: 1, role: 'user' as const };
  const other = { id: 2, role: 'user' as const };
  const admin = { id: 3, role: 'admin' as const };
  const mine = { status: 'private', review_status: 'auto_approved', owner_id: 1, builtin: 0 };
  const shared = { status: 'public', review_status: 'approved', owner_id: 1, builtin: 0 };
  const pending = { status: 'public', review_status: 'pending', owner_id: 1, builtin: 0 };
  const rejected = { status: 'public', review_status: 'rejected', owner_id: 1, builtin: 0 };
  const builtin = { status: 'public', review_status: 'auto_approved', owner_id: null, builtin: 1 };

  it('lets owners view, edit and delete their books; others only view public ones', () => {
    expect(['view', 'edit', 'delete', 'review'].map((a) => bookPolicy.can(user, a as 'view', mine))).toEqual([true, true, true, false]);
    expect(['view', 'edit', 'delete'].map((a) => bookPolicy.can(other, a as 'view', mine))).toEqual([false, false, false]);
    expect(['view', 'edit', 'delete'].map((a) => bookPolicy.can(other, a as 'view', shared))).toEqual([true, false, false]);
    expect(bookPolicy.can(null, 'view', mine)).toBe(false);
    expect(bookPolicy.can(null, 'view', builtin)).toBe(true);
  });

  it('shows a public book to others only once its translations are approved; the owner and admins see it before', () => {
    for (const book of [pending, rejected]) {
      expect(bookPolicy.can(other, 'view', book)).toBe(false);
      expect(bookPolicy.can(null, 'view', book)).toBe(false);
      expect(bookPolicy.can(user, 'view', book)).toBe(true);
      expect(bookPolicy.can(admin, 'view', book)).toBe(true);
    }
    expect(bookPolicy.can(admin, 'review', pending)).toBe(true);
    expect(bookPolicy.can(admin, 'review', builtin)).toBe(false);
    expect(bookPolicy.can(user, 'review', pending)).toBe(false);
  });

  it('lets admins review public books and remove public uploads, but not see private books or touch built-in ones', () => {
    expect(bookPolicy.can(admin, 'review', shared)).toBe(true);
    expect(bookPolicy.can(admin, 'review', mine)).toBe(false);
    expect(bookPolicy.can(admin, 'view', mine)).toBe(false);
    expect(bookPolicy.can(admin, 'delete', shared)).toBe(true);
    expect(bookPolicy.can(admin, 'delete', builtin)).toBe(false);
    expect(bookPolicy.can(admin, 'edit', shared)).toBe(false);
  });
});
