/**
 * The word list's filters count the whole book, not the page loaded ("all 100 · new 74" was shown
 * for a book of 392 words), and a state filter pages through the words in that state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { FIXTURE_WORDS, type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

describe.each(backends)('word list states on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    headers = auth(await signUp(t, '13800138310'));
    // Three words answered right: each gets a card in learning.
    for (const [i, entryId] of fx.entryIds.slice(40, 43).entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/memory/reviews',
        headers,
        payload: { entryId, source: 'practice', correct: true, ms: 3000, requestId: `word-list-${i}-xyz` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/books/${fx.wordBookId}/words?${query}`, headers })).json().data as {
      items: { entryId: number }[];
      total: number;
      counts: Record<string, number>;
    };

  it('counts every word of the book in each state, whatever the page', async () => {
    const page = await list('limit=10');
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(FIXTURE_WORDS.length);
    expect(page.counts).toEqual({ all: FIXTURE_WORDS.length, new: FIXTURE_WORDS.length - 3, learning: 3, review: 0, relearning: 0 });
  });

  it('filters by state over the whole book', async () => {
    const learning = await list('state=learning&limit=10');
    expect(learning.total).toBe(3);
    expect(learning.items.map((w) => w.entryId).sort()).toEqual(fx.entryIds.slice(40, 43).sort());
    expect(learning.counts.all).toBe(FIXTURE_WORDS.length);
    expect((await list('state=new&limit=500')).total).toBe(FIXTURE_WORDS.length - 3);
  });
});
