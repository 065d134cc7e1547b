/**
 * Chat (1:1 between friends and team chat) and the emoji list: the HTTP contracts and the frames
 * of the `/ws/chat/` socket. Sending is HTTP (`POST /api/chat/messages`); the socket only pushes:
 * `message` (a new message in one of my conversations), `read` (I read a conversation in another
 * tab), `notice` (something for the info tab) and `pong` (answer to the client's `ping`).
 */
import { z } from 'zod';
import { textLength } from '../rules/text-length.js';

/** Longest message text, counted the spec's way (non-ASCII counts 2). */
export const CHAT_MAX_TEXT_LENGTH = 1000;
/** Messages one user may send per minute (all conversations together). */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** History page size: default and largest. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_MAX_PAGE_SIZE = 100;
/** Seconds a socket ticket is valid (single use). */
export const CHAT_TICKET_TTL_SECONDS = 30;
/** Close code when a client breaks the protocol (binary or oversized frames). */
export const CHAT_CLOSE_POLICY = 1008;

export const CHAT_KINDS = ['text', 'word', 'book'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** The conversation key of two users (order-free) or of a team. */
export function directConv(a: number, b: number): string {
  return a < b ? `u:${a}:${b}` : `u:${b}:${a}`;
}
export function teamConv(teamId: number): string {
  return `t:${teamId}`;
}
/** Parses a conversation key; null when it is not one. */
export function parseConv(conv: string): { kind: 'user'; a: number; b: number } | { kind: 'team'; teamId: number } | null {
  const u = /^u:(\d{1,15}):(\d{1,15})$/.exec(conv);
  if (u) {
    const a = Number(u[1]);
    const b = Number(u[2]);
    return a < b ? { kind: 'user', a, b } : null;
  }
  const t = /^t:(\d{1,15})$/.exec(conv);
  return t ? { kind: 'team', teamId: Number(t[1]) } : null;
}

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** What a shared word card or book shows (written by the server from the real entry or book). */
export const chatRefSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('word'),
    id: z.number().int(),
    lang: z.string(),
    headword: z.string(),
    reading: z.string().nullable(),
    /** First meanings in a few languages (the reader picks theirs). */
    meanings: z.record(z.string(), z.string()),
  }),
  z.object({
    kind: z.literal('book'),
    id: z.number().int(),
    lang: z.string(),
    type: z.string(),
    titles: z.record(z.string(), z.string()),
    itemCount: z.number().int(),
  }),
]);
export type ChatRef = z.infer<typeof chatRefSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conv: z.string(),
  senderId: z.number().int(),
  toUserId: z.number().int().nullable(),
  teamId: z.number().int().nullable(),
  kind: z.enum(CHAT_KINDS),
  text: z.string(),
  ref: chatRefSchema.nullable(),
  clientId: z.string().nullable(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const text = z
  .string()
  .max(CHAT_MAX_TEXT_LENGTH)
  .refine((s) => textLength(s) <= CHAT_MAX_TEXT_LENGTH, { message: 'too long' });

/** `{toUserId, text}` or `{teamId, text}`; a share sets `kind` and `ref {id}` (text is an optional comment). */
export const sendMessageBody = z
  .object({
    toUserId: id.optional(),
    teamId: id.optional(),
    kind: z.enum(CHAT_KINDS).default('text'),
    text: text.default(''),
    ref: z.object({ id }).optional(),
    /** The sender's own id of the message: a resend with the same one is not a second message. */
    clientId: z.string().trim().min(1).max(64).optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.toUserId === undefined) === (b.teamId === undefined))
      ctx.addIssue({ code: 'custom', path: ['toUserId'], message: 'toUserId or teamId' });
    if (b.kind === 'text' && b.text.trim() === '') ctx.addIssue({ code: 'custom', path: ['text'], message: 'empty' });
    if (b.kind !== 'text' && b.ref === undefined) ctx.addIssue({ code: 'custom', path: ['ref'], message: 'required' });
  });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const sentMessageSchema = z.object({ id: z.number().int(), message: chatMessageSchema });
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const historyQuery = z
  .object({
    withUserId: id.optional(),
    teamId: id.optional(),
    before: id.optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).default(CHAT_PAGE_SIZE),
  })
  .refine((q) => (q.withUserId === undefined) !== (q.teamId === undefined), { path: ['withUserId'], message: 'withUserId or teamId' });
export type HistoryQuery = z.infer<typeof historyQuery>;

export const chatPeerSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type ChatPeer = z.infer<typeof chatPeerSchema>;

export const historySchema = z.object({
  conv: z.string(),
  /** Newest first. */
  items: z.array(chatMessageSchema),
  /** More older messages exist (ask with `before` = the last item's id). */
  hasMore: z.boolean(),
  /** The other side's last read message (1:1), for read marks. */
  peerLastReadId: z.number().int(),
  /** Senders of the messages in this page. */
  users: z.array(chatPeerSchema),
});
export type History = z.infer<typeof historySchema>;

export const conversationSchema = z.object({
  conv: z.string(),
  kind: z.enum(['user', 'team']),
  peer: chatPeerSchema.nullable(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  last: chatMessageSchema.nullable(),
  unread: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.object({ items: z.array(conversationSchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** Whom I can write to: friends (not blocked either way) and my teams (share sheet, new chat). */
export const chatContactsSchema = z.object({
  friends: z.array(chatPeerSchema),
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ChatContacts = z.infer<typeof chatContactsSchema>;

export const readBody = z
  .object({
    conv: z.string().max(40).optional(),
    withUserId: id.optional(),
    teamId: id.optional(),
    lastReadId: z.number().int().nonnegative(),
  })
  .refine((b) => [b.conv, b.withUserId, b.teamId].filter((v) => v !== undefined).length === 1, {
    path: ['conv'],
    message: 'one of conv, withUserId, teamId',
  });
export type ReadBody = z.infer<typeof readBody>;
export const readResultSchema = z.object({ conv: z.string(), lastReadId: z.number().int() });

export const chatUnreadCountSchema = z.object({ total: z.number().int().nonnegative() });
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>;

export const chatTicketSchema = z.object({ ticket: z.string(), expiresIn: z.number().int() });

export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** `userId` read `conv` up to `lastReadId` (me in another tab, or the peer: read marks). */
  z.object({ type: z.literal('read'), conv: z.string(), userId: z.number().int(), lastReadId: z.number().int() }),
  z.object({ type: z.literal('notice'), kind: z.string().optional() }),
  z.object({ type: z.literal('pong') }),
  /** Sent once the socket is subscribed: every message sent from now on arrives on it. */
  z.object({ type: z.literal('ready') }),
  /** The client sends frames too fast (once per run; the socket closes with 1008 if it goes on). */
  z.object({ type: z.literal('error'), code: z.enum(['rate-limited']), msg: z.string() }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

export const EMOJI_CATEGORIES = ['smileys', 'gestures', 'hearts', 'animals', 'food', 'activities', 'objects', 'symbols'] as const;
export type EmojiCategory = (typeof EMOJI_CATEGORIES)[number];
export const emojiSchema = z.object({ char: z.string(), name: z.string(), category: z.enum(EMOJI_CATEGORIES) });
export type Emoji = z.infer<typeof emojiSchema>;
export const emojiListSchema = z.object({ items: z.array(emojiSchema) });
export type EmojiList = z.infer<typeof emojiListSchema>;
