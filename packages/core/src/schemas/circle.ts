/**
 * The circle (issue 13): posts with text, up to 9 images and an optional place; likes and
 * comments; a feed of mine, my friends' and my team-mates' posts.
 */
import { z } from 'zod';
import { textLength } from '../rules/text-length.js';
import { imageKeySchema } from './images.js';

/** Lengths as the spec counts them (non-ASCII counts 2); posts per user per hour. */
export const CIRCLE_LIMITS = {
  textMax: 1000,
  commentMax: 300,
  placeNameMax: 100,
  images: 9,
  postsPerHour: 20,
  latestComments: 3,
  pageSize: 20,
  /** Comments per page of a post's comments (`size`), and the most one page may ask for. */
  commentPageSize: 20,
  commentPageMax: 50,
} as const;

const limited = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => textLength(s) <= max, { message: 'tooLong' });

export const placeSchema = z.object({
  name: limited(CIRCLE_LIMITS.placeNameMax).refine((s) => s.length > 0, { message: 'required' }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof placeSchema>;

export const createPostBody = z.object({
  text: limited(CIRCLE_LIMITS.textMax).default(''),
  imageKeys: z.array(imageKeySchema).max(CIRCLE_LIMITS.images).default([]),
  place: placeSchema.nullish(),
});
export type CreatePostBody = z.input<typeof createPostBody>;

export const commentBody = z.object({
  text: limited(CIRCLE_LIMITS.commentMax).refine((s) => s.length > 0, { message: 'required' }),
});

/** `:id` of a post or a comment. */
export const circleIdParams = z.object({ id: z.coerce.number().int().positive() });

export const feedQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(CIRCLE_LIMITS.pageSize),
});

export const circleUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type CircleUser = z.infer<typeof circleUserSchema>;

export const circleCommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  author: circleUserSchema,
  text: z.string(),
  createdAt: z.number(),
  /** The viewer may delete it (their comment, or a comment on their post). */
  canDelete: z.boolean(),
});
export type CircleComment = z.infer<typeof circleCommentSchema>;

export const circleImageSchema = z.object({
  key: z.string(),
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const circlePostSchema = z.object({
  id: z.number().int(),
  author: circleUserSchema,
  text: z.string(),
  images: z.array(circleImageSchema),
  place: z.object({ name: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  createdAt: z.number(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  commentCount: z.number().int(),
  /** The latest comments, oldest first. */
  comments: z.array(circleCommentSchema),
  mine: z.boolean(),
});
export type CirclePost = z.infer<typeof circlePostSchema>;

export const circleFeedSchema = z.object({
  items: z.array(circlePostSchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type CircleFeed = z.infer<typeof circleFeedSchema>;

/** A page of a post's comments: the `size` newest below `before` (a comment id), given oldest first. */
export const circleCommentsQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  size: z.coerce.number().int().min(1).max(CIRCLE_LIMITS.commentPageMax).default(CIRCLE_LIMITS.commentPageSize),
});
export type CircleCommentsQuery = z.infer<typeof circleCommentsQuery>;
export const circleCommentsSchema = z.object({
  items: z.array(circleCommentSchema),
  /** Older comments exist: ask again with `before` = the first item's id. */
  hasMore: z.boolean(),
});
export type CircleComments = z.infer<typeof circleCommentsSchema>;
export const circleLikeSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export const circleDoneSchema = z.object({ ok: z.literal(true) });

export const circleConfigSchema = z.object({
  /** A tile URL template ({z}/{x}/{y}) of an offline-capable tile server, or null: no map, coordinates only. */
  mapTileUrl: z.string().nullable(),
  defaultPoint: z.object({ lat: z.number(), lng: z.number() }),
});
export type CircleConfig = z.infer<typeof circleConfigSchema>;
