/**
 * Chat use cases. Sending: the publisher check (suspension), who may write to whom, the idempotent
 * resend (`clientId`: looked up first, and a unique index answers two copies sent at once), the per-user rate limit (a Kv counter per minute), moderation (`block`
 * refuses, `review` delivers and queues for an admin), the share card, then one transaction that
 * inserts the message (and its review item); after the commit the frame goes to every member's
 * sockets. History pages newest first; conversations carry the last message and unread counts.
 */
import {
  CHAT_MESSAGES_PER_MINUTE,
  type ChatMessage,
  type Conversation,
  directConv,
  type HistoryQuery,
  parseConv,
  type ReadBody,
  type SendMessageBody,
  teamConv,
} from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inTransaction } from '../../db/executor.js';
import { AppError, errors } from '../../http/errors.js';
import { blockedPeers } from '../blacklist/blocks.js';
import { assertMayPublish, moderateText, queueForReview } from '../moderation/index.js';
import { publishToUsers } from './hub.js';
import { assertMayWriteTo, assertTeamMember, conversationPolicy } from './policy.js';
import { chatRepo, presentMessage } from './repo.js';
import { buildRef } from './shares.js';

interface Target {
  conv: string;
  toUserId: number | null;
  teamId: number | null;
  /** Everyone whose sockets get the frame (the sender's other tabs included). */
  members: number[];
}

async function writeTarget(app: FastifyInstance, senderId: number, body: { toUserId?: number; teamId?: number }): Promise<Target> {
  if (body.toUserId !== undefined) {
    await assertMayWriteTo(app.db, senderId, body.toUserId);
    return { conv: directConv(senderId, body.toUserId), toUserId: body.toUserId, teamId: null, members: [senderId, body.toUserId] };
  }
  const teamId = body.teamId as number;
  await assertTeamMember(app.db, teamId, senderId);
  return { conv: teamConv(teamId), toUserId: null, teamId, members: await chatRepo.teamMemberIds(app.db, teamId) };
}

/** A window of one minute from the user's first message in it (the counter's TTL starts then). */
async function takeRateToken(app: FastifyInstance, userId: number): Promise<void> {
  const n = await app.kv.incr(`chat:rate:${userId}`, 60);
  if (n > CHAT_MESSAGES_PER_MINUTE) throw new AppError('chat.rateLimited', 429);
}

export async function sendMessage(
  app: FastifyInstance,
  req: FastifyRequest,
  senderId: number,
  body: SendMessageBody,
): Promise<ChatMessage> {
  assertMayPublish(req);
  const target = await writeTarget(app, senderId, body);
  if (body.clientId !== undefined) {
    const existing = await chatRepo.findByClientId(app.db, senderId, body.clientId);
    if (existing) return presentMessage(existing);
  }
  const now = Date.now();
  await takeRateToken(app, senderId);
  const text = body.text.trim();
  const verdict = moderateText(app, [text]);
  const ref = body.kind === 'text' ? null : await buildRef(app.db, body.kind, body.ref?.id as number);
  const values = { ...target, senderId, kind: body.kind, text, ref, clientId: body.clientId ?? null, now };
  // One write, or two in one transaction when the message also goes to the review queue.
  const row =
    verdict.verdict === 'review'
      ? await inTransaction(app.db, async (trx) => {
          const inserted = await chatRepo.insert(trx, values);
          if (!inserted) return undefined;
          const item = {
            targetKind: 'message' as const,
            targetId: inserted.id,
            userId: senderId,
            content: text,
            labels: verdict.labels,
          };
          await queueForReview(trx, item, now);
          return inserted;
        })
      : await chatRepo.insert(app.db, values);
  if (!row) {
    // A copy of this send (same clientId) was stored between the look above and the insert: it is the answer.
    const first = await chatRepo.findByClientId(app.db, senderId, body.clientId as string);
    if (!first) throw new Error('chat: clientId conflict without a stored message');
    return presentMessage(first);
  }
  const message = presentMessage(row);
  // Committed: a socket anywhere shows it now; one that is offline reads it from the database later.
  await publishToUsers(app.realtime.bus, target.members, { type: 'message', message }).catch((err: unknown) =>
    app.log.warn({ err }, 'chat frame not published'),
  );
  return message;
}

/** The conversation a reader asks for, checked: any own 1:1, or a team they belong to. */
async function readConv(
  app: FastifyInstance,
  userId: number,
  q: { withUserId?: number; teamId?: number; conv?: string },
): Promise<{ conv: string; peerId: number | null; teamId: number | null }> {
  if (q.conv !== undefined) {
    const parsed = parseConv(q.conv);
    if (!parsed) throw errors.validation('conv');
    if (parsed.kind === 'team') return readConv(app, userId, { teamId: parsed.teamId });
    conversationPolicy.authorize({ id: userId }, 'read', parsed);
    return readConv(app, userId, { withUserId: parsed.a === userId ? parsed.b : parsed.a });
  }
  if (q.withUserId !== undefined) {
    if (q.withUserId === userId) throw errors.validation('withUserId');
    return { conv: directConv(userId, q.withUserId), peerId: q.withUserId, teamId: null };
  }
  await assertTeamMember(app.db, q.teamId as number, userId);
  return { conv: teamConv(q.teamId as number), peerId: null, teamId: q.teamId as number };
}

export async function history(app: FastifyInstance, userId: number, q: HistoryQuery) {
  const { conv, peerId } = await readConv(app, userId, q);
  const rows = await chatRepo.page(app.db, conv, q.before, q.limit);
  const items = rows.slice(0, q.limit).map(presentMessage);
  return {
    conv,
    items,
    hasMore: rows.length > q.limit,
    peerLastReadId: peerId === null ? 0 : await chatRepo.lastRead(app.db, peerId, conv),
    users: await chatRepo.peers(app.db, [...items.map((m) => m.senderId), ...(peerId === null ? [] : [peerId])]),
  };
}

export async function conversations(app: FastifyInstance, userId: number): Promise<Conversation[]> {
  const direct = await chatRepo.directConvs(app.db, userId);
  const teams = await chatRepo.myTeams(app.db, userId);
  const teamLast = await chatRepo.lastIds(
    app.db,
    teams.map((t) => teamConv(t.id)),
  );
  const lastIds = [...direct.map((d) => d.lastId), ...teamLast.values()];
  const lastById = new Map((await chatRepo.byIds(app.db, lastIds)).map((r) => [r.id, presentMessage(r)]));
  const convs = [...direct.map((d) => d.conv), ...teams.map((t) => teamConv(t.id))];
  const unread = await chatRepo.unreadByConv(app.db, userId, convs);
  const peerIds = direct.map((d) => {
    const p = parseConv(d.conv) as { a: number; b: number };
    return p.a === userId ? p.b : p.a;
  });
  const peers = new Map((await chatRepo.peers(app.db, peerIds)).map((p) => [p.id, p]));
  const items: Conversation[] = [
    ...direct.map((d, i) => ({
      conv: d.conv,
      kind: 'user' as const,
      peer: peers.get(peerIds[i] as number) ?? { id: peerIds[i] as number, nickname: null, avatarUrl: null },
      team: null,
      last: lastById.get(d.lastId) ?? null,
      unread: unread.get(d.conv) ?? 0,
    })),
    ...teams.map((t) => {
      const conv = teamConv(t.id);
      const lastId = teamLast.get(conv);
      return {
        conv,
        kind: 'team' as const,
        peer: null,
        team: t,
        last: lastId === undefined ? null : (lastById.get(lastId) ?? null),
        unread: unread.get(conv) ?? 0,
      };
    }),
  ];
  // Newest activity first; teams without messages last.
  return items.sort((a, b) => (b.last?.id ?? 0) - (a.last?.id ?? 0));
}

export async function unreadTotal(app: FastifyInstance, userId: number): Promise<number> {
  let total = 0;
  for (const c of await conversations(app, userId)) total += c.unread;
  return total;
}

export async function markRead(app: FastifyInstance, userId: number, body: ReadBody) {
  const { conv, peerId, teamId } = await readConv(app, userId, body);
  const newest = await chatRepo.maxId(app.db, conv);
  const lastReadId = await chatRepo.markRead(app.db, userId, conv, Math.min(body.lastReadId, newest));
  const audience = teamId === null ? [userId, ...(peerId === null ? [] : [peerId])] : [userId];
  await publishToUsers(app.realtime.bus, audience, { type: 'read', conv, userId, lastReadId }).catch(() => undefined);
  return { conv, lastReadId };
}

export async function contacts(app: FastifyInstance, userId: number) {
  const blocked = await blockedPeers(app.db, userId);
  const friends = (await chatRepo.friendIds(app.db, userId)).filter((id) => !blocked.has(id));
  const peers = await chatRepo.peers(app.db, friends);
  return {
    friends: peers.sort((x, y) => (x.nickname ?? '').localeCompare(y.nickname ?? '') || x.id - y.id),
    teams: await chatRepo.myTeams(app.db, userId),
  };
}
