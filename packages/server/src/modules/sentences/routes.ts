/**
 * Sentence search and the sentence page: `GET /api/sentences/search?q=&lang=&limit=` and
 * `GET /api/sentences/:id` (README.md). The index is built in the background when the app is
 * ready (after the built-in content loaded at start) and kept right as users' books change.
 * Declared in @qfl/core's endpoints/sentences.ts.
 */
import { type Lang, LANGS, sentencesEndpoints as api } from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { sentenceDetail } from './detail.js';
import { SentenceIndex } from './indexer.js';
import { registerSentenceIndex } from './notify.js';
import { searchSentences } from './search.js';

const learningLang = (req: FastifyRequest): Lang => {
  const l = req.account?.learning_lang;
  return l && (LANGS as readonly string[]).includes(l) ? (l as Lang) : 'en';
};

export default async function sentenceRoutes(app: FastifyInstance) {
  const index = new SentenceIndex(app.db, app.nlp, app.log.child({ module: 'sentences' }));
  registerSentenceIndex(app.db, index);
  app.addHook('onReady', async () => {
    // In the background: the server answers (search says `indexing`) while a content change is indexed.
    void index.sync().catch(() => undefined);
  });
  app.addHook('preClose', async () => {
    await index.close();
  });

  route(app, api.search, async (req) => {
    const actor = requireActor(req);
    const items = await searchSentences(app.db, app.nlp, {
      actor,
      q: req.query.q,
      lang: req.query.lang ?? learningLang(req),
      limit: req.query.limit,
      uiLang: req.lang,
    });
    return { items, indexing: index.building };
  });

  route(app, api.detail, (req) => sentenceDetail(app.db, app.nlp, requireActor(req), req.params.id, req.lang));
}
