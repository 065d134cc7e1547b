/**
 * Chat rows: messages, read marks, and the few reads of other features' tables the chat needs
 * (friendships, team members, user cards). Every function takes its executor first.
 */
import type { ChatKind, ChatMessage, ChatPeer, ChatRef } from '@qfl/core';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ChatMessagesTable } from '../../db/schema-social.js';
import { avatarUrl } from '../auth/presenter.js';

export type MessageRow = Selectable<ChatMessagesTable>;

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conv: row.conv,
    senderId: row.sender_id,
    toUserId: row.to_user_id,
    teamId: row.team_id,
    kind: row.kind as ChatKind,
    text: row.body,
    ref: row.ref === null ? null : (JSON.parse(row.ref) as ChatRef),
    clientId: row.client_id,
    createdAt: row.created_at,
  };
}

export const chatRepo = {
  async areFriends(db: Executor, a: number, b: number): Promise<boolean> {
    const row = await db.selectFrom('friendships').select('user_id').where('user_id', '=', a).where('friend_id', '=', b).executeTakeFirst();
    return row !== undefined;
  },

  async isTeamMember(db: Executor, teamId: number, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('team_members')
      .innerJoin('teams', 'teams.id', 'team_members.team_id')
      .select('team_members.user_id')
      .where('team_members.team_id', '=', teamId)
      .where('team_members.user_id', '=', userId)
      .where('teams.hidden_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  },

  async teamMemberIds(db: Executor, teamId: number): Promise<number[]> {
    const rows = await db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).execute();
    return rows.map((r) => r.user_id);
  },

  async myTeams(db: Executor, userId: number): Promise<{ id: number; name: string }[]> {
    const rows = await db
      .selectFrom('team_members')
      .innerJoin('teams', 'teams.id', 'team_members.team_id')
      .select(['teams.id', 'teams.name'])
      .where('team_members.user_id', '=', userId)
      .where('teams.hidden_at', 'is', null)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  },

  /** The dict entry a shared word's card is written from. */
  async entryForShare(db: Executor, id: number) {
    return db.selectFrom('dict_entries').select(['id', 'lang', 'headword', 'reading', 'meanings']).where('id', '=', id).executeTakeFirst();
  },

  /** The book a shared book's card is written from, with what the share policy reads. */
  async bookForShare(db: Executor, id: number) {
    return db
      .selectFrom('books')
      .select(['id', 'lang', 'type', 'titles', 'item_count', 'status', 'review_status', 'owner_id', 'builtin', 'retired_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async friendIds(db: Executor, userId: number): Promise<number[]> {
    const rows = await db.selectFrom('friendships').select('friend_id').where('user_id', '=', userId).execute();
    return rows.map((r) => r.friend_id);
  },

  async userExists(db: Executor, userId: number): Promise<boolean> {
    return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
  },

  async peers(db: Executor, ids: number[]): Promise<ChatPeer[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('users')
      .leftJoin('user_avatars', 'user_avatars.user_id', 'users.id')
      .select(['users.id', 'users.nickname', 'user_avatars.etag'])
      .where('users.id', 'in', [...new Set(ids)])
      .execute();
    return rows.map((r) => ({ id: r.id, nickname: r.nickname, avatarUrl: avatarUrl(r.id, r.etag ?? null) }));
  },

  findByClientId(db: Executor, senderId: number, clientId: string) {
    return db
      .selectFrom('chat_messages')
      .selectAll()
      .where('sender_id', '=', senderId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  },

  /** The stored row, or undefined when the sender already used this `clientId` (the unique index of migration 020). */
  async insert(
    db: Executor,
    m: {
      conv: string;
      senderId: number;
      toUserId: number | null;
      teamId: number | null;
      kind: ChatKind;
      text: string;
      ref: ChatRef | null;
      clientId: string | null;
      now: number;
    },
  ): Promise<MessageRow | undefined> {
    return db
      .insertInto('chat_messages')
      .values({
        conv: m.conv,
        sender_id: m.senderId,
        to_user_id: m.toUserId,
        team_id: m.teamId,
        kind: m.kind,
        body: m.text,
        ref: m.ref === null ? null : JSON.stringify(m.ref),
        client_id: m.clientId,
        created_at: m.now,
        hidden_at: null,
      })
      .onConflict((oc) => oc.columns(['sender_id', 'client_id']).where('client_id', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  /** A page of a conversation, newest first, one more than `limit` to tell whether older ones exist. */
  page(db: Executor, conv: string, before: number | undefined, limit: number) {
    let q = db.selectFrom('chat_messages').selectAll().where('conv', '=', conv).where('hidden_at', 'is', null);
    if (before !== undefined) q = q.where('id', '<', before);
    return q
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
  },

  async lastRead(db: Executor, userId: number, conv: string): Promise<number> {
    const row = await db
      .selectFrom('chat_reads')
      .select('last_read_id')
      .where('user_id', '=', userId)
      .where('conv', '=', conv)
      .executeTakeFirst();
    return row ? row.last_read_id : 0;
  },

  /** Moves the read mark forward only; answers the mark now stored. */
  async markRead(db: Executor, userId: number, conv: string, lastReadId: number): Promise<number> {
    await db
      .insertInto('chat_reads')
      .values({ user_id: userId, conv, last_read_id: lastReadId })
      .onConflict((oc) =>
        oc.columns(['user_id', 'conv']).doUpdateSet({ last_read_id: lastReadId }).where('chat_reads.last_read_id', '<', lastReadId),
      )
      .execute();
    return this.lastRead(db, userId, conv);
  },

  async maxId(db: Executor, conv: string): Promise<number> {
    const row = await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('conv', '=', conv)
      .executeTakeFirst();
    return row?.id == null ? 0 : Number(row.id);
  },

  /** The user's 1:1 conversations with their newest visible message id. */
  async directConvs(db: Executor, userId: number): Promise<{ conv: string; lastId: number }[]> {
    const rows = await db
      .selectFrom('chat_messages')
      .select(['conv', (eb) => eb.fn.max('id').as('last_id')])
      .where('team_id', 'is', null)
      .where((eb) => eb.or([eb('sender_id', '=', userId), eb('to_user_id', '=', userId)]))
      .where('hidden_at', 'is', null)
      .groupBy('conv')
      .execute();
    return rows.map((r) => ({ conv: r.conv, lastId: Number(r.last_id) }));
  },

  async lastIds(db: Executor, convs: string[]): Promise<Map<string, number>> {
    if (convs.length === 0) return new Map();
    const rows = await db
      .selectFrom('chat_messages')
      .select(['conv', (eb) => eb.fn.max('id').as('last_id')])
      .where('conv', 'in', convs)
      .where('hidden_at', 'is', null)
      .groupBy('conv')
      .execute();
    return new Map(rows.map((r) => [r.conv, Number(r.last_id)]));
  },

  async byIds(db: Executor, ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).execute();
  },

  /** Unread messages (from others, visible, after the read mark) per conversation. */
  async unreadByConv(db: Executor, userId: number, convs: string[]): Promise<Map<string, number>> {
    if (convs.length === 0) return new Map();
    const rows = await db
      .selectFrom('chat_messages as m')
      .leftJoin('chat_reads as r', (j) => j.onRef('r.conv', '=', 'm.conv').on('r.user_id', '=', userId))
      .select(['m.conv', (eb) => eb.fn.countAll().as('n')])
      .where('m.conv', 'in', convs)
      .where('m.sender_id', '<>', userId)
      .where('m.hidden_at', 'is', null)
      .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.last_read_id', eb.lit(0))))
      .groupBy('m.conv')
      .execute();
    return new Map(rows.map((r) => [r.conv, Number(r.n)]));
  },
};
