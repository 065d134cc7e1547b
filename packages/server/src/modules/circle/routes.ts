/**
 * The circle under /api/circle: feed (mine, friends', team-mates'), my posts, create and delete a
 * post, like/unlike, comments (list, add, delete), and the location pages' config.
 */
import {
  circleCommentSchema,
  circleCommentsQuery,
  circleCommentsSchema,
  circleConfigSchema,
  circleDoneSchema,
  circleFeedSchema,
  circleLikeSchema,
  circlePostSchema,
  commentBody,
  createPostBody,
  feedQuery,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { assertMayPublish } from '../moderation/index.js';
import { circleConfig } from './config.js';
import { addComment, createPost, deleteComment, deletePost, feed, listComments, setLike } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export default async function circleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['circle'], security: [{ token: [] }] };
  const pre = { preHandler: app.authenticate };
  const config = circleConfig();

  r.get(
    '/api/circle/config',
    {
      schema: {
        tags: ['circle'],
        summary: 'The location pages: the map tile URL (null: no map) and the default point',
        response: { 200: circleConfigSchema },
      },
    },
    async () => config,
  );

  r.get(
    '/api/circle/posts',
    {
      ...pre,
      schema: {
        ...secured,
        summary: "The feed: mine, my friends' and my team-mates' posts, newest first",
        querystring: feedQuery,
        response: { 200: circleFeedSchema },
      },
    },
    async (req) => feed(app.db, requireActor(req).id, req.query.before, req.query.limit),
  );

  r.get(
    '/api/circle/posts/mine',
    { ...pre, schema: { ...secured, summary: 'My posts, newest first', querystring: feedQuery, response: { 200: circleFeedSchema } } },
    async (req) => feed(app.db, requireActor(req).id, req.query.before, req.query.limit, true),
  );

  r.post(
    '/api/circle/posts',
    {
      ...pre,
      schema: {
        ...secured,
        summary: 'Publish a post: text, up to 9 of my images, a place',
        body: createPostBody,
        response: { 200: circlePostSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      assertMayPublish(req);
      return createPost(app, actor.id, req.body);
    },
  );

  r.delete(
    '/api/circle/posts/:id',
    { ...pre, schema: { ...secured, summary: 'Delete my post', params: idParams, response: { 200: circleDoneSchema } } },
    async (req) => {
      await deletePost(app.db, requireActor(req).id, req.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/circle/posts/:id/like',
    { ...pre, schema: { ...secured, summary: 'Like a post', params: idParams, response: { 200: circleLikeSchema } } },
    async (req) => setLike(app.db, requireActor(req).id, req.params.id, true),
  );

  r.delete(
    '/api/circle/posts/:id/like',
    { ...pre, schema: { ...secured, summary: 'Take back my like', params: idParams, response: { 200: circleLikeSchema } } },
    async (req) => setLike(app.db, requireActor(req).id, req.params.id, false),
  );

  r.get(
    '/api/circle/posts/:id/comments',
    {
      ...pre,
      schema: {
        ...secured,
        summary: "A page of a post's comments: the `size` newest below `before`, oldest first; `hasMore` when older ones exist",
        params: idParams,
        querystring: circleCommentsQuery,
        response: { 200: circleCommentsSchema },
      },
    },
    async (req) => listComments(app.db, requireActor(req).id, req.params.id, req.query),
  );

  r.post(
    '/api/circle/posts/:id/comments',
    {
      ...pre,
      schema: { ...secured, summary: 'Comment on a post', params: idParams, body: commentBody, response: { 200: circleCommentSchema } },
    },
    async (req) => {
      const actor = requireActor(req);
      assertMayPublish(req);
      return addComment(app, actor.id, req.params.id, req.body.text);
    },
  );

  r.delete(
    '/api/circle/comments/:id',
    {
      ...pre,
      schema: {
        ...secured,
        summary: "Delete a comment (its author or the post's author)",
        params: idParams,
        response: { 200: circleDoneSchema },
      },
    },
    async (req) => {
      await deleteComment(app.db, requireActor(req).id, req.params.id);
      return { ok: true as const };
    },
  );
}
