/** The exam API and reading answering (reading quizzes on a page of an article book). Declared in @qfl/core's endpoints/exam.ts. */
import { examEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import {
  addWrongWords,
  attemptDetail,
  createExamAttempt,
  createReadingQuiz,
  examHistory,
  examSummary,
  listExams,
  readingHistory,
  submitAttempt,
} from './service.js';

export default async function examRoutes(app: FastifyInstance) {
  // The paths say exams; the docs group them as exam.
  const exam = { tags: ['exam'] };

  route(app, api.list, async (req) => listExams(app.db, requireActor(req), req.query), exam);

  route(app, api.history, async (req) => ({ items: await examHistory(app.db, requireActor(req)) }), exam);

  route(app, api.detail, async (req) => examSummary(app.db, requireActor(req), req.params.id), exam);

  route(app, api.startAttempt, async (req) => createExamAttempt(app.db, app.nlp, requireActor(req), req.lang, req.params.id), exam);

  route(app, api.attempt, async (req) => attemptDetail(app.db, requireActor(req), req.lang, 'exam', req.params.attemptId), exam);

  route(app, api.submit, async (req) => submitAttempt(app.db, requireActor(req), req.lang, 'exam', req.params.attemptId, req.body), exam);

  route(app, api.newWords, async (req) => addWrongWords(app.db, requireActor(req), req.params.attemptId), exam);

  route(app, api.readingQuiz, async (req) =>
    createReadingQuiz(app.db, app.nlp, requireActor(req), req.lang, req.body.bookId, req.body.page),
  );

  route(app, api.readingHistory, async (req) => ({ items: await readingHistory(app.db, requireActor(req), req.query.bookId) }));

  route(app, api.readingAttempt, async (req) => attemptDetail(app.db, requireActor(req), req.lang, 'reading', req.params.attemptId));

  route(app, api.submitReading, async (req) =>
    submitAttempt(app.db, requireActor(req), req.lang, 'reading', req.params.attemptId, req.body),
  );
}
