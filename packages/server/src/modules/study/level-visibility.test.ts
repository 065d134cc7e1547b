/**
 * The level quiz and the category list see books as the book policy does: another user's uploaded
 * book, public but still pending review, neither breaks the level quiz for everyone at its level
 * (it answered 404 `study.bookNotFound`) nor adds its category to the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { seedStudyFixture } from '../../test/study-fixture.js';

describe.each(backends)('books seen by the policy on %s', (backend) => {
  let t: TestApp;
  let learner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedStudyFixture(t.app);
    learner = auth(await signUp(t, '13800138301'));
    const uploader = await signUp(t, '13800138302');
    await t.app.db
      .insertInto('books')
      .values({
        lang: 'en',
        status: 'public',
        review_status: 'pending',
        translation_mode: 'simple',
        builtin: 0,
        group_size: 20,
        created_at: 2,
        owner_id: uploader.userInfo.id,
        slug: 'pending-upload',
        type: 'word',
        category: 'pending_ONLY',
        level: 3,
        titles: JSON.stringify({ zh: '待审', en: 'Pending' }),
        descriptions: JSON.stringify({}),
        item_count: 0,
      })
      .execute();
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: learner,
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 3 },
    });
  });
  afterAll(() => t.close());

  it('the level quiz works beside another user pending book', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quiz', headers: learner, payload: { from: 'level', level: 3, size: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items).toHaveLength(10);
  });

  it('categories leave out what only a pending book uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories?lang=en' });
    const names = (res.json().data.items as { name: string }[]).map((c) => c.name);
    expect(names).not.toContain('pending');
  });
});
