/**
 * A signed-in user's dictionary history: what they looked up (the web records a word when its
 * detail is opened, not every keystroke), newest first, at most HISTORY_MAX kept. Declared in
 * @qfl/core's endpoints/dict.ts.
 */
import { dictEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireUserId } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { checkQuery } from './normalize.js';
import { dictRepo } from './repo.js';

/** What the user looked up, as typed (case kept); empty is not a look-up. */
function cleanQuery(raw: string): string {
  const text = checkQuery(raw);
  if (text === '') throw new AppError('dict.queryInvalid', 422);
  return text;
}

export default async function historyRoutes(app: FastifyInstance) {
  route(app, api.history, async (req) => ({ items: await dictRepo.history(app.db, requireUserId(req)) }));

  route(app, api.addHistory, (req) =>
    dictRepo.addHistory(app.db, requireUserId(req), cleanQuery(req.body.query), req.body.lang, Date.now()),
  );

  route(app, api.removeHistory, async (req) => {
    if (!(await dictRepo.removeHistory(app.db, requireUserId(req), req.params.id))) throw new AppError('notFound', 404);
    return { removed: 1 };
  });

  route(app, api.clearHistory, async (req) => ({ removed: await dictRepo.clearHistory(app.db, requireUserId(req)) }));
}
