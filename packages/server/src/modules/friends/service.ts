/**
 * Friends: search by exact phone (only users who allow it) or share code, requests (send, accept,
 * refuse), the friend list with each friend's streak and today's study, removal, user cards.
 * Every write that touches two rows runs in one transaction and writes its notice inside it.
 */
import { dayKey, type Friend, type FriendRequest, type FriendRequestResult, learnerDayKey, learnerDayOf, type UserCard } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import type { Kv } from '../../kv/kv.js';
import { isBlockedBetween } from '../blacklist/blocks.js';
import { assertNotBlocked } from '../blacklist/policy.js';
import { notify } from '../notifications/notify.js';
import { streakOf } from '../study/progress.js';
import { assertMayRequest, friendState, requestPolicy } from './policy.js';
import { friendsRepo, presentPublicUser } from './repo.js';

const DAY = 86_400_000;
/** Friend requests a user may send per hour; phone searches per hour. */
export const REQUESTS_PER_HOUR = 20;
export const SEARCHES_PER_HOUR = 30;

async function underLimit(kv: Kv, key: string, max: number, now: number): Promise<void> {
  const hour = Math.floor(now / 3_600_000);
  if ((await kv.incr(`${key}:${hour}`, 3600)) > max) throw new AppError('friends.tooManyRequests', 429);
}

/** Exact phone search; the answer is the same shape whether the phone is unknown or not findable. */
export async function searchByPhone(db: Executor, kv: Kv, me: number, phone: string, now = Date.now()) {
  await underLimit(kv, `friends:search:${me}`, SEARCHES_PER_HOUR, now);
  const row = await friendsRepo.findableByPhone(db, phone);
  if (!row || row.id === me || (await isBlockedBetween(db, me, row.id))) return { user: null };
  return { user: presentPublicUser(row) };
}

export async function byShareCode(db: Executor, me: number, code: string) {
  const row = await friendsRepo.byShareCode(db, code);
  if (!row || (row.id !== me && (await isBlockedBetween(db, me, row.id)))) throw new AppError('friends.userNotFound', 404);
  return presentPublicUser(row);
}

export async function sendRequest(
  db: Executor,
  kv: Kv,
  me: number,
  to: number,
  message: string | null,
  now = Date.now(),
): Promise<FriendRequestResult> {
  await assertMayRequest(db, me, to);
  // A pending request of mine: answer it again (not a second request, and no limit spent).
  const mine = await friendsRepo.pending(db, me, to);
  if (mine) return { requestId: mine.id, state: 'pending' };
  const reverse = await friendsRepo.pending(db, to, me);
  if (reverse) {
    await acceptRequest(db, me, reverse.id, now);
    return { requestId: reverse.id, state: 'friends' };
  }
  await underLimit(kv, `friends:req:${me}`, REQUESTS_PER_HOUR, now);
  return inTransaction(db, async (trx) => {
    await assertMayRequest(trx, me, to);
    const again = await friendsRepo.pending(trx, me, to);
    if (again) return { requestId: again.id, state: 'pending' as const };
    const requestId = await friendsRepo.insertRequest(trx, me, to, message, now);
    await notify(trx, { userId: to, kind: 'friend_request', actorId: me, refId: requestId, payload: message ? { message } : {} }, now);
    return { requestId, state: 'pending' as const };
  });
}

/** A pending request addressed to me, or 404/409. */
async function incomingRequest(db: Executor, me: number, id: number) {
  const request = await friendsRepo.request(db, id);
  if (!request) throw new AppError('friends.requestNotFound', 404);
  requestPolicy.authorize({ id: me }, 'answer', request);
  if (request.status !== 'pending') throw new AppError('friends.requestDecided', 409);
  return request;
}

export async function acceptRequest(db: Executor, me: number, id: number, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const request = await incomingRequest(trx, me, id);
    const from = request.from_user_id;
    await assertNotBlocked(trx, me, from);
    if (!(await friendsRepo.decide(trx, id, 'accepted', now))) throw new AppError('friends.requestDecided', 409);
    await friendsRepo.befriend(trx, me, from, now);
    await friendsRepo.cancelBetween(trx, me, from, now);
    // The request's own notice now reads as answered; the sender learns of it.
    await friendsRepo.markRequestNoticeRead(trx, me, id, now);
    await notify(trx, { userId: from, kind: 'friend_accepted', actorId: me, refId: id }, now);
  });
}

export async function refuseRequest(db: Executor, me: number, id: number, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    await incomingRequest(trx, me, id);
    if (!(await friendsRepo.decide(trx, id, 'refused', now))) throw new AppError('friends.requestDecided', 409);
    await friendsRepo.markRequestNoticeRead(trx, me, id, now);
  });
}

export async function removeFriend(db: Executor, me: number, other: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const removed = await friendsRepo.unfriend(trx, me, other);
    if (Number(removed.numDeletedRows) === 0) throw new AppError('friends.notFriends', 404);
  });
}

export async function listRequests(db: Executor, me: number): Promise<{ incoming: FriendRequest[]; outgoing: FriendRequest[] }> {
  const shape = (r: Awaited<ReturnType<typeof friendsRepo.pendingList>>[number]): FriendRequest => ({
    id: r.id,
    status: r.status,
    message: r.message,
    createdAt: r.created_at,
    user: presentPublicUser({ id: r.user_id, nickname: r.nickname, avatar_etag: r.avatar_etag }),
  });
  const [incoming, outgoing] = await Promise.all([
    friendsRepo.pendingList(db, me, 'incoming'),
    friendsRepo.pendingList(db, me, 'outgoing'),
  ]);
  return { incoming: incoming.map(shape), outgoing: outgoing.map(shape) };
}

/** My friends with their streak and today's study, each in the friend's own day. */
export async function listFriends(db: Executor, me: number, now = Date.now()): Promise<{ items: Friend[]; pendingIncoming: number }> {
  const rows = await friendsRepo.friends(db, me);
  // 400 days back covers every streak worth showing in one query (a year and then some).
  const days = await friendsRepo.studyDays(
    db,
    rows.map((r) => r.id),
    dayKey(now - 400 * DAY, 'UTC'),
  );
  const byUser = new Map<number, Map<string, { reviews: number; ms: number; first: number }>>();
  for (const d of days) {
    const m = byUser.get(d.user_id) ?? new Map();
    m.set(d.day, { reviews: d.reviews, ms: d.ms, first: d.first_reviews });
    byUser.set(d.user_id, m);
  }
  const items = rows.map((r): Friend => {
    const mine = byUser.get(r.id) ?? new Map();
    // The friend's own learner day (their zone and rollover hour), as their study days are written.
    const day = learnerDayOf(r.time_zone, r.day_rollover_hour);
    const today = mine.get(learnerDayKey(now, day));
    return {
      ...presentPublicUser(r),
      streak: streakOf(new Set(mine.keys()), now, day),
      todayMinutes: today ? Math.round(today.ms / 6000) / 10 : 0,
      todayReviews: today?.reviews ?? 0,
      todayNewWords: today?.first ?? 0,
      since: r.since,
    };
  });
  return { items, pendingIncoming: await friendsRepo.countIncoming(db, me) };
}

/** A user's public card (never the phone); someone who blocked me shows only name and picture. */
export async function userCard(db: Executor, me: number, id: number): Promise<UserCard> {
  const row = await friendsRepo.publicUser(db, id);
  if (!row) throw new AppError('friends.userNotFound', 404);
  const blocks = await friendsRepo.blocksBetween(db, me, id);
  const blocked = blocks.some((b) => b.user_id === me);
  const blockedMe = blocks.some((b) => b.user_id === id);
  const { state, requestId } = await friendState(db, me, id);
  return {
    ...presentPublicUser(row),
    level: blockedMe ? null : row.level,
    learningLang: blockedMe ? null : (row.learning_lang as UserCard['learningLang']),
    friendState: state,
    requestId,
    blocked,
    blockedMe,
  };
}
