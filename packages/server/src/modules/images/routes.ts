/**
 * Images (issue 13): `POST /api/images` (multipart: `file`, `purpose` post|chat|avatar|report)
 * answers `{key, path, width, height, mime}`; `GET /api/images/:key` serves the clean bytes with
 * the stored type, nosniff and a long cache (a key never changes), 404 once hidden. Declared in
 * @qfl/core's endpoints/images.ts.
 */
import multipart from '@fastify/multipart';
import { IMAGE_PURPOSES, type ImagePurpose, imagesEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { AppError, errors } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { IMAGE_MAX_BYTES } from '../moderation/image-provider.js';
import { assertMayPublish } from '../moderation/index.js';
import { imagesRepo } from './repo.js';
import { storeImage, takeUploadSlot } from './service.js';

export default async function imageRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 6 } });

  route(
    app,
    api.upload,
    async (req) => {
      const actor = requireActor(req);
      assertMayPublish(req);
      if (!req.isMultipart()) throw new AppError('images.fileRequired', 422);
      let purpose: string | undefined;
      let file: { data: Buffer; mime: string } | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'file' && !file) file = { data, mime: part.mimetype };
          } else if (part.fieldname === 'purpose') {
            purpose = String(part.value);
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('images.tooLarge', 413, { max: IMAGE_MAX_BYTES / 1024 / 1024 });
        }
        throw err;
      }
      if (!IMAGE_PURPOSES.includes(purpose as ImagePurpose)) throw errors.validation('purpose');
      if (!file || file.data.length === 0) throw new AppError('images.fileRequired', 422);
      await takeUploadSlot(app, actor.id);
      return storeImage(app, { userId: actor.id, purpose: purpose as ImagePurpose, data: file.data, declaredMime: file.mime });
    },
    {
      schema: {
        description: `multipart/form-data with \`file\` (at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB) and \`purpose\` (${IMAGE_PURPOSES.join(', ')}).`,
        consumes: ['multipart/form-data'],
      },
    },
  );

  route(app, api.image, async (req, reply) => {
    const image = await imagesRepo.byKey(app.db, req.params.key);
    if (!image) throw new AppError('images.notFound', 404);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type(image.mime).send(Buffer.from(image.data));
  });
}
