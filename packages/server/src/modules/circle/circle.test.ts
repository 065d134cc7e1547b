/**
 * The circle on a real database: posts with images and a place, the feed (mine, friends',
 * team-mates', never across a block, hidden left out), likes and comments with notices, deleting
 * (author only; comments by their author or the post's), and every forbidden path: strangers,
 * blocks, suspended users, moderation, lengths, foreign images, the hourly limit.
 */
import { CIRCLE_LIMITS, type CirclePost, type Session } from '@qfl/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { multipartBody, pngBytes } from '../images/test-images.js';

describe.each(backends)('circle on %s', (backend) => {
  let t: TestApp;
  let me: Session;
  let friend: Session;
  let mate: Session;
  let stranger: Session;
  const id = (s: Session) => s.userInfo.id;

  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await signUp(t, '13800138301');
    friend = await signUp(t, '13800138302');
    mate = await signUp(t, '13800138303');
    stranger = await signUp(t, '13800138304');
    await t.app.db
      .insertInto('friendships')
      .values([
        { user_id: id(me), friend_id: id(friend), created_at: 1 },
        { user_id: id(friend), friend_id: id(me), created_at: 1 },
      ])
      .execute();
    const team = await t.app.db
      .insertInto('teams')
      .values({ name: 'T', code: 'CIRC01', owner_id: id(me), lang: null, description: null, created_at: 1, hidden_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('team_members')
      .values([
        { team_id: team.id, user_id: id(me), role: 'owner', joined_at: 1 },
        { team_id: team.id, user_id: id(mate), role: 'member', joined_at: 2 },
      ])
      .execute();
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    await t.app.db.deleteFrom('circle_posts').execute();
    await t.app.db.deleteFrom('blocks').execute();
  });

  const call = (s: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(s), 'accept-language': lang } });
  const uploadImage = async (s: Session) => {
    const body = multipartBody(await pngBytes(), 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...auth(s), 'content-type': body.contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.key as string;
  };
  const post = async (s: Session, payload: object = { text: 'Learned 20 words today' }) => {
    const res = await call(s, 'POST', '/api/circle/posts', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CirclePost;
  };
  const feed = async (s: Session) => (await call(s, 'GET', '/api/circle/posts')).json().data.items as CirclePost[];
  const block = (a: Session, b: Session) =>
    t.app.db
      .insertInto('blocks')
      .values({ user_id: id(a), blocked_user_id: id(b), created_at: 1 })
      .execute();

  it('publishes text, images in order and a place; the feed shows mine, friends’ and team-mates’ posts only', async () => {
    const keys = [await uploadImage(me), await uploadImage(me)];
    const mine = await post(me, { text: '今天学了二十个词', imageKeys: keys, place: { name: 'Tiananmen', lat: 39.909, lng: 116.39742 } });
    expect(mine.images.map((i) => i.key)).toEqual(keys);
    expect(mine.images[0]?.path).toBe(`/api/images/${keys[0]}`);
    expect(mine.place).toEqual({ name: 'Tiananmen', lat: 39.909, lng: 116.39742 });
    expect(mine.mine).toBe(true);
    const byFriend = await post(friend, { text: 'friend here' });
    const byMate = await post(mate, { text: 'mate here' });
    const byStranger = await post(stranger, { text: 'stranger here' });

    expect((await feed(me)).map((p) => p.id)).toEqual([byMate.id, byFriend.id, mine.id]);
    // The friend sees me, not my team-mate (not their friend nor team-mate).
    expect((await feed(friend)).map((p) => p.id)).toEqual([byFriend.id, mine.id]);
    expect((await feed(stranger)).map((p) => p.id)).toEqual([byStranger.id]);
    const onlyMine = (await call(me, 'GET', '/api/circle/posts/mine')).json().data.items as CirclePost[];
    expect(onlyMine.map((p) => p.id)).toEqual([mine.id]);

    const page = (await call(me, 'GET', '/api/circle/posts?limit=2')).json().data;
    expect(page.items).toHaveLength(2);
    const next = (await call(me, 'GET', `/api/circle/posts?limit=2&before=${page.nextBefore}`)).json().data;
    expect(next.items.map((p: CirclePost) => p.id)).toEqual([mine.id]);
    expect(next.nextBefore).toBeNull();

    await t.app.db.updateTable('circle_posts').set({ hidden_at: Date.now() }).where('id', '=', byFriend.id).execute();
    expect((await feed(me)).map((p) => p.id)).not.toContain(byFriend.id);
  });

  it('never shows posts across a block, and a blocked user cannot like or comment on my posts', async () => {
    const mine = await post(me);
    await post(friend, { text: 'hi' });
    await block(me, friend);
    expect((await feed(friend)).map((p) => p.id)).not.toContain(mine.id);
    expect((await feed(me)).every((p) => p.author.id === id(me))).toBe(true);
    const comment = await call(friend, 'POST', `/api/circle/posts/${mine.id}/comments`, { text: 'hello' });
    expect(comment.statusCode).toBe(403);
    expect(comment.json().data.error).toBe('social.blocked');
    const like = await call(friend, 'POST', `/api/circle/posts/${mine.id}/like`);
    expect(like.statusCode).toBe(403);
    expect((await call(friend, 'GET', `/api/circle/posts/${mine.id}/comments`)).statusCode).toBe(403);
    expect(await countRows(t.app.db, 'circle_comments')).toBe(0);
    expect(await countRows(t.app.db, 'circle_likes')).toBe(0);
  });

  it('likes and comments notify the author (not oneself); a stranger cannot reach the post', async () => {
    const mine = await post(me);
    const liked = await call(friend, 'POST', `/api/circle/posts/${mine.id}/like`);
    expect(liked.json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await call(friend, 'POST', `/api/circle/posts/${mine.id}/like`)).json().data).toEqual({ liked: true, likeCount: 1 });
    await call(me, 'POST', `/api/circle/posts/${mine.id}/like`);
    const c = await call(friend, 'POST', `/api/circle/posts/${mine.id}/comments`, { text: 'Great job!' });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data).toMatchObject({ text: 'Great job!', author: { id: id(friend) }, canDelete: true });
    await call(me, 'POST', `/api/circle/posts/${mine.id}/comments`, { text: 'Thanks' });

    const notices = await t.app.db
      .selectFrom('notifications')
      .select(['kind', 'actor_id', 'ref_id'])
      .where('user_id', '=', id(me))
      .execute();
    expect(notices.filter((n) => n.kind === 'post_like').map((n) => Number(n.actor_id))).toEqual([id(friend)]);
    expect(notices.filter((n) => n.kind === 'post_comment').map((n) => Number(n.actor_id))).toEqual([id(friend)]);

    const seen = (await feed(me))[0] as CirclePost;
    expect(seen).toMatchObject({ likeCount: 2, liked: true, commentCount: 2 });
    expect(seen.comments.map((x) => x.text)).toEqual(['Great job!', 'Thanks']);
    const list = (await call(friend, 'GET', `/api/circle/posts/${mine.id}/comments`)).json().data.items;
    expect(list.map((x: { canDelete: boolean }) => x.canDelete)).toEqual([true, false]);

    expect((await call(friend, 'DELETE', `/api/circle/posts/${mine.id}/like`)).json().data).toEqual({ liked: false, likeCount: 1 });
    for (const [method, url] of [
      ['POST', `/api/circle/posts/${mine.id}/like`],
      ['POST', `/api/circle/posts/${mine.id}/comments`],
      ['GET', `/api/circle/posts/${mine.id}/comments`],
    ] as const) {
      const res = await call(stranger, method, url, method === 'POST' ? { text: 'x' } : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().data.error).toBe('circle.postNotFound');
    }
    expect((await call(friend, 'POST', '/api/circle/posts/999999/like')).statusCode).toBe(404);
  });

  it('pages a post’s comments: the newest page first, older ones with before, oldest first within a page', async () => {
    const mine = await post(me);
    const ids: number[] = [];
    for (const text of ['c1', 'c2', 'c3', 'c4', 'c5']) {
      ids.push((await call(friend, 'POST', `/api/circle/posts/${mine.id}/comments`, { text })).json().data.id);
    }
    const page = async (query: string) => {
      const res = await call(friend, 'GET', `/api/circle/posts/${mine.id}/comments${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { items: { text: string }[]; hasMore: boolean };
      return [data.items.map((c) => c.text), data.hasMore];
    };
    expect(await page('')).toEqual([['c1', 'c2', 'c3', 'c4', 'c5'], false]);
    // The feed counts them all and carries only the latest few.
    const inFeed = (await feed(me)).find((p) => p.id === mine.id) as CirclePost;
    expect(inFeed.commentCount).toBe(5);
    expect(inFeed.comments.map((c) => c.text)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'].slice(-CIRCLE_LIMITS.latestComments));
    expect(await page('?size=2')).toEqual([['c4', 'c5'], true]);
    expect(await page(`?size=2&before=${ids[3]}`)).toEqual([['c2', 'c3'], true]);
    expect(await page(`?size=2&before=${ids[1]}`)).toEqual([['c1'], false]);
    expect(await page(`?size=5&before=${ids[0]}`)).toEqual([[], false]);
    for (const bad of ['?size=0', `?size=${CIRCLE_LIMITS.commentPageMax + 1}`, '?before=abc', '?before=-1']) {
      const res = await call(friend, 'GET', `/api/circle/posts/${mine.id}/comments${bad}`);
      expect([res.statusCode, res.json().data.error], bad).toEqual([422, 'validation']);
    }
    // A stranger cannot page them either.
    expect((await call(stranger, 'GET', `/api/circle/posts/${mine.id}/comments?size=2`)).statusCode).toBe(404);
  });

  it('deletes: a post by its author only (its images go too); a comment by its author or the post’s author', async () => {
    const key = await uploadImage(me);
    const mine = await post(me, { text: 'bye', imageKeys: [key] });
    const c1 = (await call(friend, 'POST', `/api/circle/posts/${mine.id}/comments`, { text: 'one' })).json().data;
    const c2 = (await call(friend, 'POST', `/api/circle/posts/${mine.id}/comments`, { text: 'two' })).json().data;
    const c3 = (await call(me, 'POST', `/api/circle/posts/${mine.id}/comments`, { text: 'three' })).json().data;
    const notAuthor = await call(friend, 'DELETE', `/api/circle/comments/${c3.id}`);
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().data.error).toBe('circle.forbidden');
    expect((await call(friend, 'DELETE', `/api/circle/comments/${c1.id}`)).statusCode).toBe(200);
    expect((await call(me, 'DELETE', `/api/circle/comments/${c2.id}`)).statusCode).toBe(200);
    expect((await call(me, 'DELETE', `/api/circle/comments/${c2.id}`)).statusCode).toBe(404);
    expect(await countRows(t.app.db, 'circle_comments')).toBe(1);

    const byFriend = await call(friend, 'DELETE', `/api/circle/posts/${mine.id}`);
    expect(byFriend.statusCode).toBe(403);
    expect(byFriend.json().data.error).toBe('circle.forbidden');
    expect((await call(me, 'DELETE', `/api/circle/posts/${mine.id}`)).statusCode).toBe(200);
    expect((await feed(me)).map((p) => p.id)).not.toContain(mine.id);
    expect((await t.app.inject({ url: `/api/images/${key}` })).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `/api/circle/posts/${mine.id}`)).statusCode).toBe(404);
  });

  it('refuses empty posts, long texts (spec counting), foreign or too many images, bad places, moderation blocks; nothing is written', async () => {
    const before = await countRows(t.app.db, 'circle_posts');
    const empty = await call(me, 'POST', '/api/circle/posts', { text: '  ' }, 'zh');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ msg: '请写点内容或添加图片', data: { error: 'circle.empty' } });
    const long = await call(me, 'POST', '/api/circle/posts', { text: '字'.repeat(CIRCLE_LIMITS.textMax / 2 + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().data).toMatchObject({ error: 'validation' });
    expect((await call(me, 'POST', '/api/circle/posts', { text: '字'.repeat(CIRCLE_LIMITS.textMax / 2) })).statusCode).toBe(200);
    const foreign = await uploadImage(friend);
    const notMine = await call(me, 'POST', '/api/circle/posts', { text: 'x', imageKeys: [foreign] });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().data.error).toBe('circle.imageInvalid');
    const ten = Array.from({ length: 10 }, () => foreign);
    expect((await call(me, 'POST', '/api/circle/posts', { text: 'x', imageKeys: ten })).statusCode).toBe(422);
    expect((await call(me, 'POST', '/api/circle/posts', { text: 'x', place: { name: 'Nowhere', lat: 91, lng: 0 } })).statusCode).toBe(422);
    const rude = await call(me, 'POST', '/api/circle/posts', { text: 'what the fuck' });
    expect(rude.statusCode).toBe(422);
    expect(rude.json().data.error).toBe('moderation.blocked');
    expect(await countRows(t.app.db, 'circle_posts')).toBe(before + 1);

    const mine = await post(me);
    const longComment = await call(friend, 'POST', `/api/circle/posts/${mine.id}/comments`, {
      text: 'a'.repeat(CIRCLE_LIMITS.commentMax + 1),
    });
    expect(longComment.statusCode).toBe(422);
    const rudeComment = await call(friend, 'POST', `/api/circle/posts/${mine.id}/comments`, { text: 'fuck you' });
    expect(rudeComment.json().data.error).toBe('moderation.blocked');
    expect(await countRows(t.app.db, 'circle_comments')).toBe(0);
  });

  it('review verdicts publish and queue; suspended users cannot post or comment; posts per hour are limited', async () => {
    const text = t.app.moderation.text;
    t.app.moderation.text = { check: () => ({ verdict: 'review', labels: ['contact'] }) };
    let reviewed: CirclePost;
    try {
      reviewed = await post(me, { text: 'add me on wechat' });
      const c = await call(friend, 'POST', `/api/circle/posts/${reviewed.id}/comments`, { text: 'ok' });
      const queue = await t.app.db.selectFrom('moderation_queue').select(['target_kind', 'target_id']).execute();
      expect(queue).toEqual(
        expect.arrayContaining([
          { target_kind: 'post', target_id: String(reviewed.id) },
          { target_kind: 'comment', target_id: String(c.json().data.id) },
        ]),
      );
    } finally {
      t.app.moderation.text = text;
    }

    await t.app.db
      .updateTable('users')
      .set({ suspended_until: Date.now() + 60_000 })
      .where('id', '=', id(friend))
      .execute();
    try {
      const p = await call(friend, 'POST', '/api/circle/posts', { text: 'x' });
      expect(p.statusCode).toBe(403);
      expect(p.json().data.error).toBe('social.suspended');
      const c = await call(friend, 'POST', `/api/circle/posts/${reviewed.id}/comments`, { text: 'x' });
      expect(c.json().data.error).toBe('social.suspended');
    } finally {
      await t.app.db.updateTable('users').set({ suspended_until: null }).where('id', '=', id(friend)).execute();
    }

    const now = Date.now();
    await t.app.db
      .insertInto('circle_posts')
      .values(
        Array.from({ length: CIRCLE_LIMITS.postsPerHour }, () => ({
          user_id: id(mate),
          text: 'old',
          place_name: null,
          lat: null,
          lng: null,
          created_at: now - 60_000,
          hidden_at: null,
        })),
      )
      .execute();
    const limited = await call(mate, 'POST', '/api/circle/posts', { text: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data).toMatchObject({ error: 'circle.rateLimited', params: { max: CIRCLE_LIMITS.postsPerHour } });
  });

  it('answers the location config: the default point, no map without MAP_TILE_URL', async () => {
    const res = await t.app.inject({ url: '/api/circle/config' });
    expect(res.json().data).toEqual({ mapTileUrl: null, defaultPoint: { lat: 39.909, lng: 116.39742 } });
  });
});
