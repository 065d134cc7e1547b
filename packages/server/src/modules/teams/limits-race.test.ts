/**
 * Limits that are checked and then written hold when the same requests arrive at once (issue 27):
 * 20 team creations give at most the per-user cap, 20 joins of one team by one person give one
 * membership and 409s (no 500 on the primary key), 40 circle posts give at most the hourly cap.
 * PostgreSQL ran these checks in parallel transactions and let them all through.
 */
import { CIRCLE_LIMITS, type Session, TEAM_MAX_PER_USER } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';

describe.each(backends)('limits under concurrency on %s', (backend) => {
  let t: TestApp;
  let owner: Session;
  let joiner: Session;
  let poster: Session;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t, '13800138201');
    joiner = await signUp(t, '13800138202');
    poster = await signUp(t, '13800138203');
  });
  afterAll(async () => t.close());

  const post = (s: Session, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(s), payload });
  const statuses = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode).sort();

  it('20 team creations at once make at most the cap, the rest answer 422', async () => {
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => post(owner, '/api/teams', { name: `Race ${i}` })));
    const made = rs.filter((r) => r.statusCode === 200).length;
    expect(made).toBe(TEAM_MAX_PER_USER);
    expect(statuses(rs).filter((s) => s !== 200)).toEqual(Array(20 - TEAM_MAX_PER_USER).fill(422));
    const owned = await t.app.db.selectFrom('teams').select('id').where('owner_id', '=', owner.userInfo.id).execute();
    expect(owned).toHaveLength(TEAM_MAX_PER_USER);
  });

  it('20 joins of one team at once make one membership; the others are told they are a member', async () => {
    const team = await t.app.db
      .selectFrom('teams')
      .select(['id', 'code'])
      .where('owner_id', '=', owner.userInfo.id)
      .executeTakeFirstOrThrow();
    const rs = await Promise.all(Array.from({ length: 20 }, () => post(joiner, '/api/teams/join', { code: team.code })));
    expect(statuses(rs)).toEqual([200, ...Array(19).fill(409)]);
    const rows = await t.app.db.selectFrom('team_members').select('user_id').where('team_id', '=', team.id).execute();
    expect(rows.filter((r) => Number(r.user_id) === joiner.userInfo.id)).toHaveLength(1);
  });

  it('40 posts at once make at most the hourly cap, the rest answer 429', async () => {
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => post(poster, '/api/circle/posts', { text: `post ${i}` })));
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(CIRCLE_LIMITS.postsPerHour);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(40 - CIRCLE_LIMITS.postsPerHour);
    const posts = await t.app.db.selectFrom('circle_posts').select('id').where('user_id', '=', poster.userInfo.id).execute();
    expect(posts).toHaveLength(CIRCLE_LIMITS.postsPerHour);
  });
});
