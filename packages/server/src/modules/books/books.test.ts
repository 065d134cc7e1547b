/** Browsing books: public for all, private only for the owner; filters by language, level and category tree. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';

describe.each(backends)('books on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
    // The private book's owner must exist (foreign key).
    await t.app.db.insertInto('users').values({ id: 42, phone: '13800000042', nickname: 'owner', created_at: 1 }).execute();
    const base = { type: 'word', titles: '{"en":"A"}', descriptions: '{}', review_status: 'auto_approved', translation_mode: 'simple', group_size: 20, created_at: 1 };
    await t.app.db
      .insertInto('books')
      .values([
        { ...base, slug: 'cet4', lang: 'en', category: 'exam_CET4', level: 8, status: 'public', builtin: 1, item_count: 3 },
        { ...base, slug: 'band1', lang: 'en', category: 'frequency_band1', level: 1, status: 'public', builtin: 1, item_count: 2 },
        { ...base, slug: 'examish', lang: 'en', category: 'examination', level: 8, status: 'public', builtin: 1, item_count: 1 },
        { ...base, slug: 'mine', lang: 'en', category: 'exam_CET4', level: 8, status: 'private', owner_id: 42, builtin: 0, item_count: 1 },
        { ...base, slug: 'zh1', lang: 'zh', category: 'frequency_band1', level: 1, status: 'public', builtin: 1, item_count: 1 },
      ])
      .execute();
  });
  afterEach(async () => t.close());

  const slugs = async (url: string) => ((await t.app.inject({ url })).json().data.items as { slug: string }[]).map((b) => b.slug).sort();

  it('shows public books to everyone and never another reader’s private book', async () => {
    expect(await slugs('/api/books?lang=en')).toEqual(['band1', 'cet4', 'examish']);
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
