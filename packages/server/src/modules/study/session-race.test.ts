/**
 * "One open session per …" holds when the same request arrives many times at once (issue 27):
 * 20 starts of one group give one session, 20 starts of today's test give one; the learner gets
 * the same session from each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

describe.each(backends)('one session under concurrency on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let headers: Record<string, string>;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    const s = await signUp(t, '13800138320');
    userId = s.userInfo.id;
    headers = auth(s);
    await t.app.inject({ method: 'PUT', url: '/api/study/settings', headers, payload: { activeBookId: fx.wordBookId } });
  });
  afterAll(() => t.close());

  const sessions = (kind: string) =>
    t.app.db.selectFrom('study_sessions').select('id').where('user_id', '=', userId).where('kind', '=', kind).execute();

  it('20 starts of one group at once make one session', async () => {
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/study/sessions', headers, payload: { bookId: fx.wordBookId, group: 0 } }),
      ),
    );
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(rs.map((r) => r.json().data.id)).size).toBe(1);
    expect(await sessions('group')).toHaveLength(1);
  });

  it("20 starts of today's test at once make one session", async () => {
    const rs = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/daily-test', headers })));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(rs.map((r) => r.json().data.id)).size).toBe(1);
    expect(await sessions('daily-test')).toHaveLength(1);
  });
});
