/**
 * Quick tools: POST /api/analyze/sentence, POST /api/analyze/grammar, GET /api/analyze/word-basics.
 * Signed-in users only (a study tool, and the analysers cost CPU). A body above
 * ANALYZE_MAX_BODY_BYTES is refused from its Content-Length before it is read
 * (`analyze.textTooLong`, 413); text over ANALYZE_MAX_CHARS likewise, before any analysis.
 */
import {
  ANALYZE_MAX_BODY_BYTES,
  ANALYZE_MAX_CHARS,
  analyzeBody,
  grammarAnalysisSchema,
  sentenceAnalysisSchema,
  wordBasicsQuery,
  wordBasicsSchema,
} from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.js';
import { charTableLoader } from './char-table.js';
import { analyzeGrammar, analyzeSentence, wordBasics } from './service.js';

/** onRequest: a declared body larger than the limit is refused without reading it. */
async function refuseLargeBody(req: FastifyRequest): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > ANALYZE_MAX_BODY_BYTES) throw new AppError('analyze.textTooLong', 413, { max: ANALYZE_MAX_CHARS });
}

export default async function analyzeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['analyze'] };
  // Radicals and components: read from the built content on the first word-basics request.
  const charTable = charTableLoader(app.config.CONTENT_DIR);
  const limits = { onRequest: refuseLargeBody, bodyLimit: ANALYZE_MAX_BODY_BYTES, preHandler: app.authenticate };

  r.post(
    '/api/analyze/sentence',
    {
      schema: {
        ...secured,
        summary: 'Tokens of a sentence with lemma, part of speech, reading and dictionary entry',
        body: analyzeBody,
        response: { 200: sentenceAnalysisSchema },
      },
      ...limits,
    },
    async (req) => analyzeSentence(app.db, app.nlp, req.body.lang, req.body.text, req.lang),
  );

  r.post(
    '/api/analyze/grammar',
    {
      schema: {
        ...secured,
        summary: 'A reduced grammar tree: clauses and phrases (en/es), segments, particles and endings (zh/ja/ko)',
        body: analyzeBody,
        response: { 200: grammarAnalysisSchema },
      },
      ...limits,
    },
    async (req) => analyzeGrammar(app.db, app.nlp, req.body.lang, req.body.text),
  );

  r.get(
    '/api/analyze/word-basics',
    {
      schema: {
        ...secured,
        summary: 'Roots and word family (en), characters with radical and components (zh/ja) or hanja (ko) of a word',
        querystring: wordBasicsQuery,
        response: { 200: wordBasicsSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => wordBasics(app.db, req.query.lang, req.query.word, req.lang, await charTable()),
  );
}
