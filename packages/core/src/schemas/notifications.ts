/** Payloads of the info tab: notices (rendered on the client from kind + payload) and system news. */
import { z } from 'zod';

export const NOTICE_KINDS = [
  'friend_request',
  'friend_accepted',
  'team_invite',
  'team_joined',
  'team_removed',
  'battle_invite',
  'book_review',
  'mentor_link',
  'mentor_revoked',
  'report_result',
  'post_comment',
  'post_like',
] as const;
export type NoticeKindName = (typeof NOTICE_KINDS)[number];

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  actor: z.object({ id: z.number().int(), nickname: z.string().nullable(), avatarUrl: z.string().nullable() }).nullable(),
  refId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: z.number().int(),
  /** For friend_request: the request's state now (pending until accepted or refused). */
  requestStatus: z.enum(['pending', 'accepted', 'refused', 'cancelled']).nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const noticeListSchema = z.object({ items: z.array(noticeSchema), nextBefore: z.number().int().nullable() });
export type NoticeList = z.infer<typeof noticeListSchema>;

export const unreadCountSchema = z.object({ notices: z.number().int(), news: z.number().int(), total: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadBody = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }),
]);
export type MarkReadBody = z.infer<typeof markReadBody>;
export const markReadResultSchema = z.object({ marked: z.number().int() });

export const newsItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.number().int(),
  read: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.object({ items: z.array(newsItemSchema) });
export type NewsList = z.infer<typeof newsListSchema>;
export const newsIdQuery = z.object({ id: z.coerce.number().int().positive() });
