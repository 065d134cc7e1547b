/**
 * Moderation over HTTP (issue 13): `POST /qn/textCensor` (what the text provider says of a text)
 * and `POST /qn/imageCensor` (of one of one's own stored images, `/api/images/<key>`; admins may
 * check any), and the admins' moderation queue under `/api/admin/moderation`. Declared in
 * @qfl/core's endpoints/moderation.ts. Modules that moderate through a hook of their own get the
 * text check from the app (modules/index.ts).
 */
import { moderationEndpoints as api, type UiLang } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { censorStoredImage } from './censor.js';
import { combine } from './index.js';
import { queuePolicy } from './policy.js';
import { decideQueueItem, listQueue } from './queue.js';
import type { Verdict } from './types.js';

const IMAGE_PATH = /^(?:\/api\/images\/)?([A-Za-z0-9_-]{1,128})(?:\?.*)?$/;

export interface ModerationHooks {
  /** Receives the text check (the strictest verdict of several texts) once the app has its provider. */
  shareTextCheck?: (check: (texts: string[]) => Promise<Verdict>) => void;
}

export function moderationRoutes(hooks: ModerationHooks = {}) {
  return async function routes(app: FastifyInstance) {
    hooks.shareTextCheck?.(async (texts) => combine(texts.map((t) => app.moderation.text.check(t))).verdict);

    route(app, api.textCensor, async (req) => {
      requireActor(req);
      return app.moderation.text.check(req.body.text, req.lang as UiLang);
    });

    route(app, api.imageCensor, async (req) => {
      const actor = requireActor(req);
      const key = IMAGE_PATH.exec(req.body.path)?.[1];
      if (!key) throw new AppError('validation', 422, { field: 'path' });
      return censorStoredImage(app.db, app.moderation.image, actor, key);
    });

    route(app, api.queue, async (req) => {
      queuePolicy.authorize(requireActor(req), 'read', null);
      return { items: await listQueue(app.db, req.query.status, req.query.limit) };
    });

    for (const [endpoint, decision] of [
      [api.approve, 'approve'],
      [api.hide, 'hide'],
    ] as const) {
      route(app, endpoint, async (req) => {
        const actor = requireActor(req);
        queuePolicy.authorize(actor, 'decide', null);
        await decideQueueItem(app.db, actor.id, req.params.id, decision);
        return { id: req.params.id };
      });
    }
  };
}
