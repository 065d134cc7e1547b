/**
 * A signed-in user's dictionary history: what they looked up (the web records a word when its
 * detail is opened, not every keystroke), newest first, at most HISTORY_MAX kept.
 */
import { historyItemSchema, historyListSchema, LANGS, removedSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { checkQuery } from './normalize.js';
import { dictRepo } from './repo.js';

const historyBody = z.object({
  query: z.string().max(10_000),
  lang: z.enum(LANGS),
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** What the user looked up, as typed (case kept); empty is not a look-up. */
function cleanQuery(raw: string): string {
  const text = checkQuery(raw);
  if (text === '') throw new AppError('dict.queryInvalid', 422);
  return text;
}

export default async function historyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['dict'], security: [{ token: [] }] };
  const opts = { preHandler: app.authenticate };

  r.get(
    '/api/dict/history',
    { schema: { ...schema, summary: 'Search history, newest first', response: { 200: historyListSchema } }, ...opts },
    async (req) => ({
      items: await dictRepo.history(app.db, requireUserId(req)),
    }),
  );

  r.post(
    '/api/dict/history',
    { schema: { ...schema, summary: 'Record a look-up', body: historyBody, response: { 200: historyItemSchema } }, ...opts },
    async (req) => dictRepo.addHistory(app.db, requireUserId(req), cleanQuery(req.body.query), req.body.lang, Date.now()),
  );

  r.delete(
    '/api/dict/history/:id',
    { schema: { ...schema, summary: 'Remove one history item', params: idParams, response: { 200: removedSchema } }, ...opts },
    async (req) => {
      if (!(await dictRepo.removeHistory(app.db, requireUserId(req), req.params.id))) throw new AppError('notFound', 404);
      return { removed: 1 };
    },
  );

  r.delete(
    '/api/dict/history',
    { schema: { ...schema, summary: 'Clear the search history', response: { 200: removedSchema } }, ...opts },
    async (req) => ({
      removed: await dictRepo.clearHistory(app.db, requireUserId(req)),
    }),
  );
}
