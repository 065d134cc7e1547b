/**
 * Playlists over time on a real database: resume positions that survive rebuilding the same source
 * (and follow their item when the source changed), the resume list most recent first, deletion,
 * and "I know this" / "again" as reviews of the playlist's entries and items (source listening).
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { FIXTURE_WORDS, type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

interface Item {
  key: string;
  entryId: number | null;
  itemId: number | null;
  text: string;
  reading: string | null;
  translation: string;
  translationLang: string;
}

describe.each(backends)('playlists over time on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  let fx: StudyFixture;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138101');
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session: Session | null = s, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(session ? auth(session) : {}), 'accept-language': lang } });
  const create = (payload: object, session: Session = s, lang = 'en') => call('POST', '/api/player/playlists', payload, session, lang);

  it('resumes where the learner stopped, also after rebuilding the same source', async () => {
    const p = (await create({ kind: 'book', bookId: fx.wordBookId, groups: [0] })).json().data;
    const saved = await call('PUT', `/api/player/playlists/${p.id}/position`, { index: 7, loop: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ index: 7, loop: 2 });
    expect((await call('GET', `/api/player/playlists/${p.id}`)).json().data.position).toMatchObject({ index: 7, loop: 2 });

    // Past the end: refused, the saved position stays.
    const past = await call('PUT', `/api/player/playlists/${p.id}/position`, { index: 20, loop: 0 }, s, 'zh');
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ data: { error: 'player.positionOutOfRange' }, msg: '播放位置超出列表范围（共 20 项）' });
    expect((await call('PUT', `/api/player/playlists/${p.id}/position`, { index: -1, loop: 0 })).statusCode).toBe(422);

    // Another book in between, then the same source again: the same row, the same position.
    await create({ kind: 'book', bookId: fx.sentenceBookId });
    const back = (await create({ kind: 'book', bookId: fx.wordBookId, groups: [0] })).json().data;
    expect(back.id).toBe(p.id);
    expect(back.position).toMatchObject({ index: 7, loop: 2 });

    // The book lost an item before the position: the position follows its item.
    await t.app.db.deleteFrom('book_items').where('book_id', '=', fx.wordBookId).where('position', '=', 0).execute();
    const shifted = (await create({ kind: 'book', bookId: fx.wordBookId, groups: [0] })).json().data;
    expect(shifted.total).toBe(19);
    expect(shifted.position.index).toBe(6);
    expect(shifted.items[6].text).toBe(FIXTURE_WORDS[7]);
  });

  it('lists playlists most recently used first and deletes them', async () => {
    const a = (await create({ kind: 'book', bookId: fx.wordBookId })).json().data;
    const b = (await create({ kind: 'book', bookId: fx.sentenceBookId })).json().data;
    let list = (await call('GET', '/api/player/playlists')).json().data.items;
    expect(list.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(list[1]).toMatchObject({ kind: 'book', title: 'Test words', total: 45, position: null });
    expect(list[0].items).toBeUndefined();

    await new Promise((r) => setTimeout(r, 5));
    await call('PUT', `/api/player/playlists/${a.id}/position`, { index: 3, loop: 0 });
    list = (await call('GET', '/api/player/playlists')).json().data.items;
    expect(list.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    expect(list[0].position).toMatchObject({ index: 3, loop: 0 });

    expect((await call('DELETE', `/api/player/playlists/${a.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/player/playlists/${a.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/player/playlists')).json().data.items.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect(await countRows(t.app.db, 'player_items')).toBe(6);
  });

  it("'I know this' and 'again' are reviews with source listening, for words (entry) and sentences (item)", async () => {
    const words = (await create({ kind: 'book', bookId: fx.wordBookId, groups: [0] })).json().data;
    const sentences = (await create({ kind: 'book', bookId: fx.sentenceBookId })).json().data;
    const word: Item = words.items[0];
    const sentence: Item = sentences.items[0];
    const know = await call('POST', '/api/memory/reviews', {
      entryId: word.entryId,
      source: 'listening',
      rating: 4,
      ms: 800,
      requestId: 'player-know-1',
    });
    expect(know.statusCode).toBe(200);
    expect(know.json().data.card).toMatchObject({ reps: 1 });
    const again = await call('POST', '/api/memory/reviews', {
      itemId: sentence.itemId,
      source: 'listening',
      correct: false,
      ms: 900,
      requestId: 'player-again-1',
    });
    expect(again.statusCode).toBe(200);
    const cards = await t.app.db
      .selectFrom('memory_cards')
      .select(['card_key'])
      .where('user_id', '=', s.userInfo.id)
      .orderBy('card_key')
      .execute();
    expect(cards.map((c) => c.card_key).sort()).toEqual([`e:${word.entryId}`, `i:${sentence.itemId}`].sort());
    const logs = await t.app.db.selectFrom('review_logs').select(['source', 'rating']).orderBy('id').execute();
    expect(logs.map((l) => [l.source, Number(l.rating)])).toEqual([
      ['listening', 4],
      ['listening', 1],
    ]);
  });
});
