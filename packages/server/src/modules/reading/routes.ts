/** The reading API: an article book's summary and pages with word statuses, marks, lookups, positions. */
import {
  pageKnownResultSchema,
  readingBookParams,
  readingHistoryQuery,
  readingHistorySchema,
  readingLookupBody,
  readingLookupResultSchema,
  readingPageParams,
  readingPageSchema,
  readingPositionBody,
  readingPositionSchema,
  readingSummarySchema,
  wordStatusBody,
  wordStatusResultSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { markPageKnown, readingHistory, readPage, readSummary, recordLookup, savePosition, setWordStatus } from './service.js';

export default async function readingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['reading'] };
  const deps = () => ({ db: app.db, nlp: app.nlp });

  r.get(
    '/api/reading/books/:id',
    {
      schema: {
        ...secured,
        summary: 'Before opening an article: pages, position, the share of its words the learner knows and its new words',
        params: readingBookParams,
        response: { 200: readingSummarySchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => readSummary(deps(), requireActor(req), req.params.id, req.lang),
  );

  r.get(
    '/api/reading/books/:id/pages/:page',
    {
      schema: {
        ...secured,
        summary: 'One page (a group of items) of an article: paragraphs, sentences, words with entry and status',
        params: readingPageParams,
        response: { 200: readingPageSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => readPage(deps(), requireActor(req), req.params.id, req.params.page),
  );

  r.post(
    '/api/reading/books/:id/pages/:page/known',
    {
      schema: {
        ...secured,
        summary: 'Mark every word of the page still new as known (one easy recall each, idempotent per word and page)',
        params: readingPageParams,
        response: { 200: pageKnownResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => markPageKnown(deps(), requireActor(req), req.params.id, req.params.page),
  );

  r.put(
    '/api/reading/words/status',
    {
      schema: {
        ...secured,
        summary: 'Mark a word known or ignored, or clear the mark (new); becoming known is an easy recall',
        body: wordStatusBody,
        response: { 200: wordStatusResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => setWordStatus(app.db, requireActor(req), req.body),
  );

  r.post(
    '/api/reading/lookups',
    {
      schema: {
        ...secured,
        summary: 'A word looked up while reading: a failed recall of its card (idempotent per requestId)',
        body: readingLookupBody,
        response: { 200: readingLookupResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => recordLookup(app.db, requireActor(req), req.body),
  );

  r.put(
    '/api/reading/books/:id/position',
    {
      schema: {
        ...secured,
        summary: 'Remember where the learner is in the book (page, sentence)',
        params: readingBookParams,
        body: readingPositionBody,
        response: { 200: readingPositionSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => savePosition(app.db, requireActor(req), req.params.id, req.body),
  );

  r.get(
    '/api/reading/history',
    {
      schema: {
        ...secured,
        summary: 'Books read recently, newest first, with progress',
        querystring: readingHistoryQuery,
        response: { 200: readingHistorySchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => ({ items: await readingHistory(app.db, requireActor(req), req.query.limit) }),
  );
}
