/**
 * The circle under /api/circle: feed (mine, friends', team-mates'), my posts, create and delete a
 * post, like/unlike, comments (list, add, delete), and the location pages' config. Declared in
 * @qfl/core's endpoints/circle.ts.
 */
import { circleEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { assertMayPublish } from '../moderation/index.js';
import { circleConfig } from './config.js';
import { addComment, createPost, deleteComment, deletePost, feed, listComments, setLike } from './service.js';

export default async function circleRoutes(app: FastifyInstance) {
  const config = circleConfig();

  route(app, api.config, async () => config);

  route(app, api.feed, async (req) => feed(app.db, requireActor(req).id, req.query.before, req.query.limit));

  route(app, api.mine, async (req) => feed(app.db, requireActor(req).id, req.query.before, req.query.limit, true));

  route(app, api.createPost, async (req) => {
    const actor = requireActor(req);
    assertMayPublish(req);
    return createPost(app, actor.id, req.body);
  });

  route(app, api.deletePost, async (req) => {
    await deletePost(app.db, requireActor(req).id, req.params.id);
    return { ok: true as const };
  });

  route(app, api.like, async (req) => setLike(app.db, requireActor(req).id, req.params.id, true));

  route(app, api.unlike, async (req) => setLike(app.db, requireActor(req).id, req.params.id, false));

  route(app, api.comments, async (req) => listComments(app.db, requireActor(req).id, req.params.id, req.query));

  route(app, api.addComment, async (req) => {
    const actor = requireActor(req);
    assertMayPublish(req);
    return addComment(app, actor.id, req.params.id, req.body.text);
  });

  route(app, api.deleteComment, async (req) => {
    await deleteComment(app.db, requireActor(req).id, req.params.id);
    return { ok: true as const };
  });
}
