/**
 * Quick tools: POST /api/analyze/sentence, POST /api/analyze/grammar, GET /api/analyze/word-basics.
 * Signed-in users only (a study tool, and the analysers cost CPU). A body above
 * ANALYZE_MAX_BODY_BYTES is refused from its Content-Length before it is read
 * (`analyze.textTooLong`, 413), after the token is checked; text over ANALYZE_MAX_CHARS likewise,
 * before any analysis. Declared in @qfl/core's endpoints/analyze.ts.
 */
import { ANALYZE_MAX_BODY_BYTES, ANALYZE_MAX_CHARS, analyzeEndpoints as api } from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { charTableLoader } from './char-table.js';
import { analyzeGrammar, analyzeSentence, wordBasics } from './service.js';

/** onRequest: a declared body larger than the limit is refused without reading it. */
async function refuseLargeBody(req: FastifyRequest): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > ANALYZE_MAX_BODY_BYTES) throw new AppError('analyze.textTooLong', 413, { max: ANALYZE_MAX_CHARS });
}

export default async function analyzeRoutes(app: FastifyInstance) {
  // Radicals and components: read from the built content on the first word-basics request.
  const charTable = charTableLoader(app.config.CONTENT_DIR);
  const limits = { onRequest: refuseLargeBody, bodyLimit: ANALYZE_MAX_BODY_BYTES };

  route(app, api.sentence, (req) => analyzeSentence(app.db, app.nlp, req.body.lang, req.body.text, req.lang), limits);

  route(app, api.grammar, (req) => analyzeGrammar(app.db, app.nlp, req.body.lang, req.body.text), limits);

  route(app, api.wordBasics, async (req) => wordBasics(app.db, req.query.lang, req.query.word, req.lang, await charTable()));
}
