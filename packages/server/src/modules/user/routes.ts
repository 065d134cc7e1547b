/**
 * The signed-in user's info, settings, UI language, time zone, profile and avatar. Declared in
 * @qfl/core's endpoints/user.ts.
 */
import multipart from '@fastify/multipart';
import { userEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/executor.js';
import { type Actor, requireActor } from '../../http/context.js';
import { AppError, errors } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { presentUser } from '../auth/presenter.js';
import { isFileFault, refusalOf } from '../images/service.js';
import { assertMayPublish, moderateText, queueForReview } from '../moderation/index.js';
import { AVATAR_MAX_BYTES, avatarEtag, sniffImage } from './avatar.js';
import { userPolicy } from './policy.js';
import { userRepo } from './repo.js';

export default async function userRoutes(app: FastifyInstance) {
  async function current(id: number) {
    const row = await userRepo.byId(app.db, id);
    if (!row) throw errors.sessionInvalid();
    return presentUser(row);
  }

  /** The signed-in user's own account, checked by the policy (the routes act on no other account). */
  function ownAccount(req: { actor: Actor | null }): number {
    const actor = requireActor(req);
    userPolicy.authorize(actor, 'editProfile', { id: actor.id });
    return actor.id;
  }

  // The row authenticate read with the token: no second query.
  route(app, api.info, (req) => (req.account ? presentUser(req.account) : current(requireActor(req).id)));

  route(app, api.settings, async (req) => {
    const id = ownAccount(req);
    const { identity, nativeLang, learningLang, level, timeZone } = req.body;
    await userRepo.update(app.db, id, {
      identity,
      native_lang: nativeLang,
      learning_lang: learningLang,
      level,
      ...(timeZone ? { time_zone: timeZone } : {}),
    });
    return current(id);
  });

  route(app, api.uiLang, async (req) => {
    const id = ownAccount(req);
    await userRepo.update(app.db, id, { ui_lang: req.body.uiLang });
    return current(id);
  });

  route(app, api.timeZone, async (req) => {
    const id = ownAccount(req);
    await userRepo.update(app.db, id, { time_zone: req.body.timeZone });
    return current(id);
  });

  // A nickname is public: a suspended user keeps theirs, a blocked word refuses the change, a
  // `review` verdict changes it and queues it for the admins.
  route(app, api.profile, async (req) => {
    const id = ownAccount(req);
    assertMayPublish(req);
    const nickname = req.body.nickname;
    const verdict = moderateText(app, [nickname]);
    await inTransaction(app.db, async (trx) => {
      await userRepo.update(trx, id, { nickname });
      if (verdict.verdict === 'review')
        await queueForReview(trx, { targetKind: 'nickname', targetId: id, userId: id, content: nickname, labels: verdict.labels });
    });
    return current(id);
  });

  // The multipart parser only where an avatar is uploaded: the plugin hooks every response of its
  // scope (a close listener and an async cleanup), which the other user routes, /api/user/info on
  // every signed-in page first, do not need to pay for.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
    route(
      upload,
      api.uploadAvatar,
      async (req) => {
        const id = ownAccount(req);
        if (!req.isMultipart()) throw new AppError('user.avatarType', 422);
        const file = await req.file();
        if (file?.fieldname !== 'file') throw new AppError('user.avatarType', 422);
        let data: Buffer;
        try {
          data = await file.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('user.avatarTooLarge', 413);
          throw err;
        }
        if (!sniffImage(data)) throw new AppError('user.avatarType', 422);
        assertMayPublish(req);
        // Stored as the image provider re-encoded it: metadata (EXIF, GPS) stripped, upright.
        const checked = await app.moderation.image.check({ data, declaredMime: file.mimetype, purpose: 'avatar' });
        if (checked.verdict === 'block' || !checked.image)
          throw isFileFault(checked.labels)
            ? refusalOf(checked.labels)
            : new AppError('moderation.imageBlocked', 422, { labels: checked.labels.join(',') });
        const clean = checked.image;
        await inTransaction(app.db, async (trx) => {
          await userRepo.saveAvatar(trx, { userId: id, mime: clean.mime, data: clean.data, etag: avatarEtag(clean.data), now: Date.now() });
          if (checked.verdict === 'review')
            await queueForReview(trx, { targetKind: 'avatar', targetId: id, userId: id, content: null, labels: checked.labels });
        });
        return current(id);
      },
      { schema: { consumes: ['multipart/form-data'] }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    );
  });

  // Public like any profile picture; the versioned URL (?v=etag) never changes content, so it is immutable.
  route(app, api.avatar, async (req, reply) => {
    const avatar = await userRepo.avatar(app.db, req.params.userId);
    if (!avatar) throw new AppError('user.avatarNotFound', 404);
    const etag = `"${avatar.etag}"`;
    reply.header('etag', etag);
    reply.header(
      'cache-control',
      req.query.v === avatar.etag ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    reply.header('x-content-type-options', 'nosniff');
    const match = req.headers['if-none-match'];
    if (match?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.type(avatar.mime).send(Buffer.from(avatar.data));
  });
}
