/** Payloads of the blacklist at the spec's paths (/black/...). */
import { z } from 'zod';

export const blackUserBody = z.object({ userId: z.coerce.number().int().positive() });
export type BlackUserBody = z.infer<typeof blackUserBody>;

export const blackPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const blackItemSchema = z.object({
  userId: z.number().int(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.number().int(),
});
export type BlackItem = z.infer<typeof blackItemSchema>;
export const blackPageSchema = z.object({ items: z.array(blackItemSchema), total: z.number().int() });
export type BlackPage = z.infer<typeof blackPageSchema>;
export const blackUserIdsSchema = z.object({ userIds: z.array(z.number().int()) });
export type BlackUserIds = z.infer<typeof blackUserIdsSchema>;
export const blackChangedSchema = z.object({ userId: z.number().int(), blocked: z.boolean() });
export type BlackChanged = z.infer<typeof blackChangedSchema>;
