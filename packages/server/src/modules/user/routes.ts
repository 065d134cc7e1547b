/** The signed-in user's info, identity settings and UI language. */
import { settingsBody, uiLangBody } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUserId } from '../../http/context.js';
import { errors } from '../../http/errors.js';
import { presentUser } from '../auth/presenter.js';
import { userRepo } from './repo.js';

export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['user'] };

  async function current(id: number) {
    const row = await userRepo.byId(app.db, id);
    if (!row) throw errors.sessionInvalid();
    return presentUser({ ...row, id: Number(row.id) });
  }

  r.get('/api/user/info', { schema: secured, preHandler: app.authenticate }, async (req) => current(requireUserId(req)));

  r.put('/api/user/settings', { schema: { ...secured, body: settingsBody }, preHandler: app.authenticate }, async (req) => {
    const id = requireUserId(req);
    const { identity, nativeLang, learningLang, level } = req.body;
    await userRepo.update(app.db, id, { identity, native_lang: nativeLang, learning_lang: learningLang, level });
    return current(id);
  });

  r.put('/api/user/uiLang', { schema: { ...secured, body: uiLangBody }, preHandler: app.authenticate }, async (req) => {
    const id = requireUserId(req);
    await userRepo.update(app.db, id, { ui_lang: req.body.uiLang });
    return current(id);
  });
}
