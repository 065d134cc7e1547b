/**
 * Moderation over HTTP (issue 13): `POST /qn/textCensor` (what the text provider says of a text)
 * and `POST /qn/imageCensor` (of one of one's own stored images, `/api/images/<key>`; admins may
 * check any), and the admins' moderation queue under `/api/admin/moderation`.
 */
import { censorResult, imageCensorBody, imageCensorResult, queueListQuery, queueListSchema, textCensorBody, type UiLang } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/executor.js';
import { requireActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { assertAdmin } from '../reports/policy.js';
import { queueForReview } from './index.js';
import { decideQueueItem, listQueue } from './queue.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const IMAGE_PATH = /^(?:\/api\/images\/)?([A-Za-z0-9_-]{1,128})(?:\?.*)?$/;

export default async function moderationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['moderation'] };

  r.post(
    '/qn/textCensor',
    {
      schema: {
        ...secured,
        summary: 'Moderate a text: pass, review or block, with labels',
        body: textCensorBody,
        response: { 200: censorResult },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      requireActor(req);
      return app.moderation.text.check(req.body.text, req.lang as UiLang);
    },
  );

  r.post(
    '/qn/imageCensor',
    {
      schema: {
        ...secured,
        summary: 'Moderate one of my stored images (`/api/images/<key>`): type, size, dimensions; review when undecidable',
        body: imageCensorBody,
        response: { 200: imageCensorResult },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      const key = IMAGE_PATH.exec(req.body.path)?.[1];
      if (!key) throw new AppError('validation', 422, { field: 'path' });
      const image = await app.db
        .selectFrom('images')
        .select(['id', 'key', 'owner_id', 'purpose', 'mime', 'data', 'verdict'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!image || (Number(image.owner_id) !== actor.id && actor.role !== 'admin')) throw new AppError('moderation.imageNotFound', 404);
      const result = await app.moderation.image.check({ data: Buffer.from(image.data), declaredMime: image.mime, purpose: image.purpose });
      if (result.verdict !== image.verdict) {
        await inTransaction(app.db, async (trx) => {
          await trx.updateTable('images').set({ verdict: result.verdict }).where('id', '=', image.id).execute();
          const queued = await trx
            .selectFrom('moderation_queue')
            .select('id')
            .where('target_kind', '=', 'image')
            .where('target_id', '=', image.key)
            .where('status', '=', 'open')
            .executeTakeFirst();
          if (result.verdict === 'review' && !queued)
            await queueForReview(trx, {
              targetKind: 'image',
              targetId: image.key,
              userId: Number(image.owner_id),
              content: null,
              labels: result.labels,
            });
        });
      }
      return {
        verdict: result.verdict,
        labels: result.labels,
        mime: result.image?.mime ?? null,
        width: result.image?.width ?? null,
        height: result.image?.height ?? null,
      };
    },
  );

  r.get(
    '/api/admin/moderation',
    {
      schema: {
        ...secured,
        summary: 'The moderation queue by status (admins)',
        querystring: queueListQuery,
        response: { 200: queueListSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      assertAdmin(requireActor(req));
      return { items: await listQueue(app.db, req.query.status, req.query.limit) };
    },
  );

  const decided = { 200: z.object({ id: z.number().int() }) };
  for (const decision of ['approve', 'hide'] as const) {
    r.post(
      `/api/admin/moderation/:id/${decision}`,
      {
        schema: {
          ...secured,
          summary: decision === 'approve' ? 'Keep a queued item (admins)' : 'Hide a queued item (admins)',
          params: idParams,
          response: decided,
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const actor = requireActor(req);
        assertAdmin(actor);
        await decideQueueItem(app.db, actor.id, req.params.id, decision);
        return { id: req.params.id };
      },
    );
  }
}
