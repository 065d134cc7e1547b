/**
 * Dictionary routes: search as you type (public, rate limited), entry detail (with the ids of
 * its related words), word lookup (any word to its best entry), the new-words flag, and the
 * content credits. Search history lives in history-routes.ts. Declared in @qfl/core's
 * endpoints/dict.ts.
 */
import { dictEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireUserId } from '../../http/context.js';
import { AppError, errors } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { tokenOf } from '../auth/authenticate.js';
import { entryDetail, lookupEntryId } from './entries.js';
import historyRoutes from './history-routes.js';
import { glossOf, parseMeanings } from './presenter.js';
import { dictRepo } from './repo.js';

export default async function dictRoutes(app: FastifyInstance) {
  const { search, credits } = app.dict;

  // Typing sends a request per pause, so search allows more than the default budget.
  const searchLimit = { rateLimit: { max: app.config.RATE_LIMIT_PER_MINUTE * 5, timeWindow: '1 minute' } };
  route(
    app,
    api.search,
    (req) => {
      const { q, lang, prefer, limit } = req.query;
      return search.search(q, { limit, onlyLang: lang, preferLang: lang ? undefined : prefer, glossLang: req.lang });
    },
    { config: searchLimit },
  );

  // Public; a reader who sends a token is identified, for the new-words flag.
  route(app, api.entry, (req) => {
    // A token that no longer identifies anyone: 401 so the client refreshes and asks again,
    // rather than showing the new-words flag of an anonymous reader.
    if (req.userId === null && tokenOf(req) !== null) throw errors.tokenExpired();
    return entryDetail(app.db, req.params.id, req.userId);
  });

  route(app, api.lookup, async (req) => ({ id: await lookupEntryId(app.db, req.query.word, req.query.lang) }));

  route(app, api.setNewWords, async (req) => {
    const userId = requireUserId(req);
    if (!(await dictRepo.entry(app.db, req.params.id))) throw new AppError('dict.entryNotFound', 404);
    await dictRepo.setNewWords(app.db, userId, req.params.id, req.body.inNewWords, Date.now());
    return { id: req.params.id, inNewWords: req.body.inNewWords };
  });

  route(app, api.newWords, async (req) => {
    const rows = await dictRepo.newWords(app.db, requireUserId(req), req.query.limit, req.query.offset);
    return {
      items: rows.map(({ meanings, ...row }) => ({ ...row, gloss: glossOf(parseMeanings(meanings), req.lang) })),
    };
  });

  route(app, api.credits, () => credits());

  await app.register(historyRoutes);
}
