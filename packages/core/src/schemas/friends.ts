/** Payloads of the friends API (issue 13): search by phone or share code, requests, the list, user cards. */
import { z } from 'zod';
import { LANGS } from '../constants.js';
import { phoneSchema } from './user.js';

const id = z.coerce.number().int().positive();

/** A share code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHARE_CODE_LENGTH = 8;
export const shareCodeSchema = z
  .string()
  .max(40, 'friends.codeInvalid')
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/, 'friends.codeInvalid'));

export const FRIEND_REQUEST_MESSAGE_MAX = 60;

/** How the caller stands with a user: self, friends, a request either way, or nothing. */
export const FRIEND_STATES = ['self', 'friend', 'outgoing', 'incoming', 'none'] as const;
export type FriendState = (typeof FRIEND_STATES)[number];

/** A user as others see them: never the phone. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userCardSchema = publicUserSchema.extend({
  level: z.number().int().nullable(),
  learningLang: z.enum(LANGS).nullable(),
  friendState: z.enum(FRIEND_STATES),
  /** The pending request between the two (to accept or refuse an incoming one). */
  requestId: z.number().int().nullable(),
  /** I blocked them. */
  blocked: z.boolean(),
  /** They blocked me (nothing else is shown then). */
  blockedMe: z.boolean(),
});
export type UserCard = z.infer<typeof userCardSchema>;

export const friendSchema = publicUserSchema.extend({
  /** Consecutive study days ending today (or yesterday) in the friend's time zone. */
  streak: z.number().int(),
  todayMinutes: z.number(),
  todayReviews: z.number().int(),
  todayNewWords: z.number().int(),
  since: z.number().int(),
});
export type Friend = z.infer<typeof friendSchema>;
export const friendListSchema = z.object({ items: z.array(friendSchema), pendingIncoming: z.number().int() });
export type FriendList = z.infer<typeof friendListSchema>;

/** POST /api/friends/search: the same shape for "no such phone" and "not findable". */
export const friendSearchBody = z.object({ phone: phoneSchema });
export const friendSearchResultSchema = z.object({ user: publicUserSchema.nullable() });
export type FriendSearchResult = z.infer<typeof friendSearchResultSchema>;

export const shareCodeResultSchema = z.object({ code: z.string(), findableByPhone: z.boolean() });
export type ShareCodeResult = z.infer<typeof shareCodeResultSchema>;
export const byCodeParams = z.object({ code: shareCodeSchema });

export const friendRequestBody = z.object({
  userId: id,
  message: z.string().trim().max(FRIEND_REQUEST_MESSAGE_MAX, 'friends.messageTooLong').optional(),
});
export type FriendRequestBody = z.input<typeof friendRequestBody>;

export const friendRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'accepted', 'refused', 'cancelled']),
  message: z.string().nullable(),
  createdAt: z.number().int(),
  user: publicUserSchema,
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export const friendRequestListSchema = z.object({
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
});
export type FriendRequestList = z.infer<typeof friendRequestListSchema>;

/** What sending a request did: sent (or the pending one), or made friends (a reverse request was waiting). */
export const friendRequestResultSchema = z.object({
  requestId: z.number().int(),
  state: z.enum(['pending', 'friends']),
});
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;

export const requestIdParams = z.object({ id });
export const userIdParams = z.object({ userId: id });
export const cardParams = z.object({ id });

export const friendPrivacyBody = z.object({ findableByPhone: z.boolean() });
export const friendPrivacySchema = z.object({ findableByPhone: z.boolean() });
export const okSchema = z.object({ ok: z.literal(true) });
