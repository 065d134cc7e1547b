/**
 * Dictionary routes: search as you type (public, rate limited), entry detail (with the ids of
 * its related words), word lookup (any word to its best entry), the new-words flag, and the
 * content credits. Search history lives in history-routes.ts.
 */
import {
  creditsSchema,
  dictEntryDetailSchema,
  dictLookupSchema,
  dictSearchQuery,
  dictSearchResultSchema,
  LANGS,
  lemmaCandidates,
  newWordsFlagSchema,
  newWordsPageSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../http/context.js';
import { AppError, errors } from '../../http/errors.js';
import { tokenOf } from '../auth/authenticate.js';
import historyRoutes from './history-routes.js';
import { cleanText } from './normalize.js';
import { glossOf, parseMeanings, presentEntry } from './presenter.js';
import { withRelated } from './related.js';
import { dictRepo } from './repo.js';

// The length limit is checked by the service so the message can name it (dict.queryTooLong {max}).
const searchQuery = dictSearchQuery.extend({
  q: z.string().default('').describe('What the user typed: a word, prefix, pinyin (tones optional), kana or hangul'),
  lang: dictSearchQuery.shape.lang.describe('Only this language (the filtered view)'),
  prefer: dictSearchQuery.shape.prefer.describe(
    "Without lang: all languages, this one's (the language being learned) first after exact matches",
  ),
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const lookupQuery = z.object({
  word: z.string().min(1).max(200).describe('A headword, inflected form or reading'),
  lang: z.enum(LANGS).optional(),
});
const newWordsBody = z.object({ inNewWords: z.boolean() });
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export default async function dictRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { search, credits } = app.dict;
  const tags = ['dict'];
  const secured = { tags, security: [{ token: [] }] };

  // Typing sends a request per pause, so search allows more than the default budget.
  const searchLimit = { rateLimit: { max: app.config.RATE_LIMIT_PER_MINUTE * 5, timeWindow: '1 minute' } };
  r.get(
    '/api/dict/search',
    {
      schema: { tags, summary: 'Search as you type', querystring: searchQuery, response: { 200: dictSearchResultSchema } },
      config: searchLimit,
    },
    async (req) => {
      const { q, lang, prefer, limit } = req.query;
      return search.search(q, { limit, onlyLang: lang, preferLang: lang ? undefined : prefer, glossLang: req.lang });
    },
  );

  r.get(
    '/api/dict/entries/:id',
    {
      schema: {
        tags,
        summary: 'Entry detail; related maps lang:word of its related words to their entry ids; inNewWords when signed in',
        params: idParams,
        response: { 200: dictEntryDetailSchema },
      },
      preHandler: app.identify,
    },
    async (req) => {
      // A token that no longer identifies anyone: 401 so the client refreshes and asks again,
      // rather than showing the new-words flag of an anonymous reader.
      if (req.userId === null && tokenOf(req) !== null) throw errors.tokenExpired();
      const row = await dictRepo.entry(app.db, req.params.id);
      if (!row) throw new AppError('dict.entryNotFound', 404);
      const inNewWords = req.userId === null ? undefined : await dictRepo.inNewWords(app.db, req.userId, req.params.id);
      return withRelated(app.db, presentEntry(row, inNewWords));
    },
  );

  r.get(
    '/api/dict/lookup',
    {
      schema: {
        tags,
        summary: 'Id of the best entry for a word (exact headword, then inflected form, then reading)',
        querystring: lookupQuery,
        response: { 200: dictLookupSchema },
      },
    },
    async (req) => {
      const word = cleanText(req.query.word);
      let id = await dictRepo.lookup(app.db, word, req.query.lang);
      // Not a headword, listed form or reading: the dictionary forms it may be an inflection of.
      const langs = req.query.lang ? [req.query.lang] : LANGS;
      for (const lang of langs) {
        if (id !== undefined) break;
        for (const lemma of lemmaCandidates(lang, word)) {
          id = await dictRepo.lookup(app.db, lemma, lang);
          if (id !== undefined) break;
        }
      }
      if (id === undefined) throw new AppError('dict.entryNotFound', 404);
      return { id };
    },
  );

  r.put(
    '/api/dict/entries/:id/new-words',
    {
      schema: {
        ...secured,
        summary: 'Add to or remove from the new-words book',
        params: idParams,
        body: newWordsBody,
        response: { 200: newWordsFlagSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const userId = requireUserId(req);
      if (!(await dictRepo.entry(app.db, req.params.id))) throw new AppError('dict.entryNotFound', 404);
      await dictRepo.setNewWords(app.db, userId, req.params.id, req.body.inNewWords, Date.now());
      return { id: req.params.id, inNewWords: req.body.inNewWords };
    },
  );

  r.get(
    '/api/dict/new-words',
    {
      schema: { ...secured, summary: 'The new-words book, newest first', querystring: pageQuery, response: { 200: newWordsPageSchema } },
      preHandler: app.authenticate,
    },
    async (req) => {
      const rows = await dictRepo.newWords(app.db, requireUserId(req), req.query.limit, req.query.offset);
      return {
        items: rows.map(({ meanings, ...row }) => ({ ...row, gloss: glossOf(parseMeanings(meanings), req.lang) })),
      };
    },
  );

  r.get(
    '/api/content/credits',
    {
      schema: {
        tags: ['content'],
        summary: 'Sources, licenses and attributions of the built-in content',
        response: { 200: creditsSchema },
      },
    },
    () => credits(),
  );

  await app.register(historyRoutes);
}
