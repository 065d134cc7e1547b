/**
 * Mentor and parent links on a real database (SQLite, and PostgreSQL when configured): codes in
 * both directions, single use and expiry, oneself, blocks, duplicates, revoking by either side with
 * notices, a mentor's students with a summary, and a student's progress — reached only through an
 * active link (no link, pending, revoked, another mentor's student and a stranger all get 403).
 */
import type { MentorInvite, MentorLinks, Session, StudentProgress } from '@qfl/core';
import { MENTOR_CODE_TTL_MS, MENTOR_EXPIRED_CODE_RETENTION_MS } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

describe.each(backends)('mentors on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let student: Session;
  let mentor: Session;
  let stranger: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    student = await signUp(t, '13800138101');
    mentor = await signUp(t, '13800138102');
    stranger = await signUp(t, '13800138103');
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, session: Session, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(session), 'accept-language': lang } });
  const data = async (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, session: Session, payload?: object) => {
    const res = await call(method, url, session, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const invite = (s: Session, body: object): Promise<MentorInvite> => data('POST', '/api/mentors/invites', s, body);
  const accept = (s: Session, code: string) => call('POST', '/api/mentors/accept', s, { code });
  const links = (s: Session): Promise<MentorLinks> => data('GET', '/api/mentors/links', s);
  const progressOf = (s: Session, id: number) => call('GET', `/api/mentors/students/${id}/progress`, s);
  const errorOf = (res: { json(): { data: { error: string } } }) => res.json().data.error;
  const notices = (userId: number) =>
    t.app.db
      .selectFrom('notifications')
      .select(['kind', 'actor_id', 'ref_id', 'payload'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  /** The student studies for real: reviews of fixture words through the memory API. */
  async function study(s: Session, n: number, wrong = 0) {
    for (let i = 0; i < n; i++) {
      await data('POST', '/api/memory/reviews', s, {
        entryId: fx.entryIds[i],
        source: 'practice',
        correct: i >= wrong,
        ms: 60_000,
        requestId: `mentor-review-${s.userInfo.id}-${i}`,
      });
    }
  }

  /** A code from the student, entered by the mentor: the active link. */
  async function link(relation: 'mentor' | 'parent' = 'mentor', m: Session = mentor) {
    const code = await invite(student, { relation, as: 'student' });
    const res = await accept(m, code.code);
    expect(res.statusCode).toBe(200);
    return res.json().data.link as { id: number };
  }

  it("links by a student's code: single use, the student is told, both sides list it, the progress opens", async () => {
    const code = await invite(student, { relation: 'parent', as: 'student' });
    expect(code.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(Date.parse(code.expiresAt) - Date.parse(code.createdAt)).toBe(MENTOR_CODE_TTL_MS);
    expect((await links(student)).pending).toEqual([code]);

    // Typed in lower case with a space, as people do.
    const typed = `${code.code.slice(0, 4).toLowerCase()} ${code.code.slice(4)}`;
    const res = await accept(mentor, typed);
    expect(res.statusCode).toBe(200);
    const made = res.json().data.link;
    expect(made).toMatchObject({ relation: 'parent', side: 'mentor', peer: { id: student.userInfo.id } });
    expect(await notices(student.userInfo.id)).toEqual([
      { kind: 'mentor_link', actor_id: mentor.userInfo.id, ref_id: String(made.id), payload: JSON.stringify({ relation: 'parent' }) },
    ]);

    const mine = await links(student);
    expect(mine.pending).toEqual([]);
    expect(mine.mentors).toEqual([
      expect.objectContaining({ id: made.id, side: 'student', peer: expect.objectContaining({ id: mentor.userInfo.id }) }),
    ]);
    expect(mine.students).toEqual([]);
    expect((await links(mentor)).students).toEqual([expect.objectContaining({ id: made.id, relation: 'parent' })]);

    // Single use: nobody can enter it again.
    const again = await accept(stranger, code.code);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toBe('mentors.codeInvalid');
    expect((await progressOf(mentor, student.userInfo.id)).statusCode).toBe(200);
  });

  it('links the reverse way: a mentor creates the code and the student enters it', async () => {
    const code = await invite(mentor, { relation: 'mentor', as: 'mentor' });
    const res = await accept(student, code.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.link).toMatchObject({ side: 'student', relation: 'mentor', peer: { id: mentor.userInfo.id } });
    expect((await notices(mentor.userInfo.id)).map((n) => n.kind)).toEqual(['mentor_link']);
    expect((await links(student)).mentors.map((l) => l.peer.id)).toEqual([mentor.userInfo.id]);
    expect((await progressOf(mentor, student.userInfo.id)).statusCode).toBe(200);
    // The direction matters: the student does not see the mentor's progress.
    expect((await progressOf(student, mentor.userInfo.id)).statusCode).toBe(403);
  });

  it('refuses bad codes, oneself, a block and a duplicate, and writes nothing then', async () => {
    const bad = await call('POST', '/api/mentors/accept', mentor, { code: 'OO11' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toMatchObject({ error: 'validation', params: { field: 'code' } });
    const badInvite = await call('POST', '/api/mentors/invites', student, { relation: 'teacher', as: 'student' });
    expect(badInvite.statusCode).toBe(422);
    const unknown = await accept(mentor, 'ABCDEFGH');
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, 'mentors.codeInvalid']);

    const code = await invite(student, { relation: 'mentor', as: 'student' });
    const self = await accept(student, code.code);
    expect([self.statusCode, errorOf(self)]).toEqual([422, 'mentors.self']);
    expect(self.json().msg).toBe('You cannot link to yourself');

    await t.app.db
      .insertInto('blocks')
      .values({ user_id: student.userInfo.id, blocked_user_id: stranger.userInfo.id, created_at: 1 })
      .execute();
    const blocked = await accept(stranger, code.code);
    expect([blocked.statusCode, errorOf(blocked)]).toEqual([403, 'social.blocked']);

    await accept(mentor, code.code);
    const second = await invite(student, { relation: 'parent', as: 'student' });
    const dup = await accept(mentor, second.code);
    expect([dup.statusCode, errorOf(dup)]).toEqual([409, 'mentors.duplicate']);
    // The second code stays unused; only one active link; one notice.
    expect((await links(student)).pending.map((p) => p.code)).toEqual([second.code]);
    expect((await links(mentor)).students).toHaveLength(1);
    expect(await countRows(t.app.db, 'notifications')).toBe(1);
  });

  it('activates a code once when two enter it at the same moment, and one link for two codes entered at once', async () => {
    const code = await invite(student, { relation: 'mentor', as: 'student' });
    const both = await Promise.all([accept(mentor, code.code), accept(stranger, code.code)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await countRows(t.app.db, 'notifications')).toBe(1);

    const other = await signUp(t, '13800138105');
    const [a, b] = [await invite(other, { relation: 'mentor', as: 'student' }), await invite(other, { relation: 'parent', as: 'student' })];
    const pair = await Promise.all([accept(mentor, a.code), accept(mentor, b.code)]);
    expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(pair.find((r) => r.statusCode === 409) as (typeof pair)[number])).toBe('mentors.duplicate');
    expect((await links(other)).mentors).toHaveLength(1);
    expect(await countRows(t.app.db, 'notifications')).toBe(2);
    // Whichever way the race goes, the database itself holds one active link per pair.
    const row = await t.app.db
      .selectFrom('mentor_links')
      .selectAll()
      .where('status', '=', 'active')
      .where('student_id', '=', other.userInfo.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(
      t.app.db
        .insertInto('mentor_links')
        .values({ ...copy, code: null })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it('refuses an expired code with its own message, lists it as expired for a day, and caps unused codes', async () => {
    const code = await invite(student, { relation: 'mentor', as: 'student' });
    expect(code.expired).toBe(false);
    const expiredAt = Date.now() - 1;
    await t.app.db.updateTable('mentor_links').set({ expires_at: expiredAt }).where('id', '=', code.id).execute();
    const res = await accept(mentor, code.code);
    expect([res.statusCode, errorOf(res)]).toEqual([410, 'mentors.codeExpired']);
    const zh = await call('POST', '/api/mentors/accept', mentor, { code: code.code }, 'zh');
    expect(zh.json().msg).toBe('这个代码已过期，请重新生成一个');
    expect(await countRows(t.app.db, 'notifications')).toBe(0);
    expect((await links(student)).pending).toEqual([{ ...code, expiresAt: new Date(expiredAt).toISOString(), expired: true }]);
    expect((await links(mentor)).students).toEqual([]);
    // A day after its expiry it is no longer listed (and the cleanup job deletes it).
    await t.app.db
      .updateTable('mentor_links')
      .set({ expires_at: Date.now() - MENTOR_EXPIRED_CODE_RETENTION_MS - 1 })
      .where('id', '=', code.id)
      .execute();
    expect((await links(student)).pending).toEqual([]);
    // The expired code does not count against the cap of unused codes.
    for (let i = 0; i < 5; i++) await invite(student, { relation: 'mentor', as: 'student' });
    const sixth = await call('POST', '/api/mentors/invites', student, { relation: 'mentor', as: 'student' });
    expect([sixth.statusCode, errorOf(sixth)]).toEqual([429, 'mentors.tooManyCodes']);
  });

  it('ends a link from either side with a notice to the other; access ends at once', async () => {
    const first = await link();
    expect((await progressOf(mentor, student.userInfo.id)).statusCode).toBe(200);
    // A stranger cannot end it.
    const foreign = await call('DELETE', `/api/mentors/links/${first.id}`, stranger);
    expect([foreign.statusCode, errorOf(foreign)]).toEqual([404, 'mentors.linkNotFound']);

    expect(await data('DELETE', `/api/mentors/links/${first.id}`, student)).toEqual({ id: first.id, revoked: true });
    expect((await notices(mentor.userInfo.id)).map((n) => [n.kind, n.payload])).toEqual([['mentor_revoked', '{"relation":"mentor"}']]);
    const after = await progressOf(mentor, student.userInfo.id);
    expect([after.statusCode, errorOf(after)]).toEqual([403, 'mentors.noAccess']);
    expect((await links(mentor)).students).toEqual([]);
    // Already ended: nothing to end.
    expect((await call('DELETE', `/api/mentors/links/${first.id}`, student)).statusCode).toBe(404);

    const second = await link();
    await data('DELETE', `/api/mentors/links/${second.id}`, mentor);
    expect((await notices(student.userInfo.id)).map((n) => n.kind)).toEqual(['mentor_link', 'mentor_link', 'mentor_revoked']);
    expect((await progressOf(mentor, student.userInfo.id)).statusCode).toBe(403);
  });

  it('cancels an unused code (its creator only); the code no longer works', async () => {
    const code = await invite(student, { relation: 'mentor', as: 'student' });
    expect((await call('DELETE', `/api/mentors/links/${code.id}`, mentor)).statusCode).toBe(404);
    await data('DELETE', `/api/mentors/links/${code.id}`, student);
    expect((await accept(mentor, code.code)).statusCode).toBe(404);
    expect(await countRows(t.app.db, 'notifications')).toBe(0);
  });

  it("shows a linked student's real progress: stats, minutes per day, words over time, exams, weak words", async () => {
    await data('PUT', '/api/user/settings', student, { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 3 });
    await study(student, 6, 2);
    const exams = await data('GET', '/api/exams?lang=en&level=3', student);
    const examId = exams.items.find((e: { kind: string }) => e.kind === 'standard').id;
    const attempt = await data('POST', `/api/exams/${examId}/attempts`, student);
    await data('POST', `/api/exams/attempts/${attempt.attemptId}/submit`, student, { answers: [], requestId: 'mentor-exam-0001' });
    await link('parent');

    const res = await progressOf(mentor, student.userInfo.id);
    expect(res.statusCode).toBe(200);
    const p: StudentProgress = res.json().data;
    const own = await data('GET', '/api/progress', student);
    // The same numbers as the student's own page: one service, two callers.
    expect(p.progress).toEqual(own);
    // Two of the six were answered wrong: never right, so not learned (core figures).
    expect(p.progress.learned).toBe(4);
    expect(p.progress.known).toBeLessThanOrEqual(p.progress.learned);
    // Six minutes of answers and the seconds of the submitted exam (its skipped questions are reviews too).
    expect(p.progress.minutesToday).toBeGreaterThanOrEqual(6);
    expect(p.progress.minutesToday).toBeLessThan(7);
    expect(p.relation).toBe('parent');
    expect(p.student).toMatchObject({ id: student.userInfo.id, identity: 'student' });
    expect(p.learnedOverTime).toEqual([{ day: p.today, total: p.progress.learned }]);
    expect(p.exams).toEqual((await data('GET', '/api/exams/history', student)).items);
    expect(p.exams).toHaveLength(1);
    // Words answered wrong lapse first... a first wrong answer is no lapse, so all six are listed, weakest first.
    expect(p.weakWords).toHaveLength(6);
    expect(p.weakWords.every((w) => fx.entryIds.includes(w.entryId) && w.reps >= 1)).toBe(true);
    const stabilities = p.weakWords.filter((w) => w.lapses === p.weakWords[0]?.lapses).map((w) => w.stability);
    expect(stabilities).toEqual([...stabilities].sort((a, b) => a - b));

    const students = await data('GET', '/api/mentors/students', mentor);
    expect(students.items).toEqual([
      {
        linkId: expect.any(Number),
        relation: 'parent',
        student: p.student,
        streak: 1,
        learned: 4,
        retention30d: null,
        minutesToday: p.progress.minutesToday,
        minutes7d: p.progress.minutesToday,
      },
    ]);
  });

  it('gives no access without an active link on every progress endpoint', async () => {
    const id = student.userInfo.id;
    const forbidden = async (s: Session, studentId = id) => {
      const res = await progressOf(s, studentId);
      expect([res.statusCode, errorOf(res)]).toEqual([403, 'mentors.noAccess']);
      const list = await data('GET', '/api/mentors/students', s);
      expect(list.items.map((i: { student: { id: number } }) => i.student.id)).not.toContain(studentId);
    };
    // No link at all (a stranger), and the student through the mentor API (no link to oneself).
    await forbidden(stranger);
    await forbidden(student);
    // A pending code is no link.
    await invite(student, { relation: 'mentor', as: 'student' });
    await forbidden(mentor);
    // Another mentor's student.
    const other = await signUp(t, '13800138104');
    await link('mentor', other);
    await forbidden(mentor);
    expect((await progressOf(other, id)).statusCode).toBe(200);
    // A revoked link.
    const mine = await link('mentor', mentor);
    await data('DELETE', `/api/mentors/links/${mine.id}`, student);
    await forbidden(mentor);
    // An unknown id looks the same as someone else's.
    await forbidden(mentor, 999_999);
    // A block after linking ends access too.
    await t.app.db.insertInto('blocks').values({ user_id: id, blocked_user_id: other.userInfo.id, created_at: 1 }).execute();
    await forbidden(other);
    // Without a session: 401.
    expect((await t.app.inject({ method: 'GET', url: `/api/mentors/students/${id}/progress` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mentors/students' })).statusCode).toBe(401);
  });
});
