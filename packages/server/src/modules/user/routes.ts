/** The signed-in user's info, identity settings and UI language. */
import { settingsBody, uiLangBody } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUserId } from '../../http/context.js';
import { errors } from '../../http/errors.js';
import { presentUser } from '../auth/presenter.js';

export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['user'] };

  async function current(id: number) {
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw errors.sessionInvalid();
    return presentUser({ ...row, id: Number(row.id) });
  }

  r.get('/api/user/info', { schema: secured, preHandler: app.authenticate }, async (req) => current(requireUserId(req)));

  r.put('/api/user/settings', { schema: { ...secured, body: settingsBody }, preHandler: app.authenticate }, async (req) => {
    const id = requireUserId(req);
    const { identity, nativeLang, learningLang, level } = req.body;
    await app.db
      .updateTable('users')
      .set({ identity, native_lang: nativeLang, learning_lang: learningLang, level })
      .where('id', '=', id)
      .execute();
    return current(id);
  });

  r.put('/api/user/uiLang', { schema: { ...secured, body: uiLangBody }, preHandler: app.authenticate }, async (req) => {
    const id = requireUserId(req);
    await app.db.updateTable('users').set({ ui_lang: req.body.uiLang }).where('id', '=', id).execute();
    return current(id);
  });
}
