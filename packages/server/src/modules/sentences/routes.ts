/**
 * Sentence search and the sentence page: `GET /api/sentences/search?q=&lang=&limit=` and
 * `GET /api/sentences/:id` (README.md). The index is built in the background when the app is
 * ready (after the built-in content loaded at start) and kept right as users' books change.
 */
import { type Lang, LANGS, sentenceDetailSchema, sentenceIdParams, sentenceSearchQuery, sentenceSearchResultSchema } from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
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

  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['sentences'] };

  r.get(
    '/api/sentences/search',
    {
      schema: {
        ...secured,
        summary:
          'Search every sentence book and dictionary example by words (segmented for zh/ja), in the learning language by default; also by words of the translation',
        querystring: sentenceSearchQuery,
        response: { 200: sentenceSearchResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      const items = await searchSentences(app.db, app.nlp, {
        actor,
        q: req.query.q,
        lang: req.query.lang ?? learningLang(req),
        limit: req.query.limit,
        uiLang: req.lang,
      });
      return { items, indexing: index.building };
    },
  );

  r.get(
    '/api/sentences/:id',
    {
      schema: {
        ...secured,
        summary:
          'One sentence (b<itemId> or e<entryId>-<n>) with its translation, book, tokens linked to the dictionary and what to practise',
        params: sentenceIdParams,
        response: { 200: sentenceDetailSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => sentenceDetail(app.db, app.nlp, requireActor(req), req.params.id, req.lang),
  );
}
