/** The exam API and reading answering (reading quizzes on a page of an article book). */
import {
  examAttemptParams,
  examAttemptSchema,
  examHistorySchema,
  examIdParams,
  examListQuery,
  examListSchema,
  examNewWordsSchema,
  examSubmitBody,
  examSummarySchema,
  readingQuizBody,
  readingQuizHistoryQuery,
  readingQuizHistorySchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['exam'] };
  const auth = { preHandler: app.authenticate };

  r.get(
    '/api/exams',
    {
      schema: {
        ...secured,
        summary: "Exams of a language (default: the learning language), optionally of one level's band",
        querystring: examListQuery,
        response: { 200: examListSchema },
      },
      ...auth,
    },
    async (req) => listExams(app.db, requireActor(req), req.query),
  );

  r.get(
    '/api/exams/history',
    { schema: { ...secured, summary: "The learner's exam attempts, newest first", response: { 200: examHistorySchema } }, ...auth },
    async (req) => ({ items: await examHistory(app.db, requireActor(req)) }),
  );

  r.get(
    '/api/exams/:id',
    {
      schema: { ...secured, summary: 'One exam (its sections and time limit)', params: examIdParams, response: { 200: examSummarySchema } },
      ...auth,
    },
    async (req) => examSummary(app.db, requireActor(req), req.params.id),
  );

  r.post(
    '/api/exams/:id/attempts',
    {
      schema: {
        ...secured,
        summary: 'Start an attempt: questions generated (answers kept here), the clock started (deadline)',
        params: examIdParams,
        response: { 200: examAttemptSchema },
      },
      ...auth,
    },
    async (req) => createExamAttempt(app.db, app.nlp, requireActor(req), req.lang, req.params.id),
  );

  r.get(
    '/api/exams/attempts/:attemptId',
    {
      schema: {
        ...secured,
        summary: 'An attempt: its questions, and once submitted every answer with the right one and the score by section',
        params: examAttemptParams,
        response: { 200: examAttemptSchema },
      },
      ...auth,
    },
    async (req) => attemptDetail(app.db, requireActor(req), req.lang, 'exam', req.params.attemptId),
  );

  r.post(
    '/api/exams/attempts/:attemptId/submit',
    {
      schema: {
        ...secured,
        summary: 'Submit once (late after the deadline + grace: scored and flagged; a second submission: 409)',
        params: examAttemptParams,
        body: examSubmitBody,
        response: { 200: examAttemptSchema },
      },
      ...auth,
    },
    async (req) => submitAttempt(app.db, requireActor(req), req.lang, 'exam', req.params.attemptId, req.body),
  );

  r.post(
    '/api/exams/attempts/:attemptId/new-words',
    {
      schema: {
        ...secured,
        summary: 'Add the words of wrong answers to the new-words book',
        params: examAttemptParams,
        response: { 200: examNewWordsSchema },
      },
      ...auth,
    },
    async (req) => addWrongWords(app.db, requireActor(req), req.params.attemptId),
  );

  r.post(
    '/api/reading-quiz',
    {
      schema: {
        ...secured,
        tags: ['reading-quiz'],
        summary: 'Comprehension questions on a page of an article book (the same page gives the same questions)',
        body: readingQuizBody,
        response: { 200: examAttemptSchema },
      },
      ...auth,
    },
    async (req) => createReadingQuiz(app.db, app.nlp, requireActor(req), req.lang, req.body.bookId, req.body.page),
  );

  r.get(
    '/api/reading-quiz/history',
    {
      schema: {
        ...secured,
        tags: ['reading-quiz'],
        summary: 'Submitted reading quizzes, newest first (of one book, or all)',
        querystring: readingQuizHistoryQuery,
        response: { 200: readingQuizHistorySchema },
      },
      ...auth,
    },
    async (req) => ({ items: await readingHistory(app.db, requireActor(req), req.query.bookId) }),
  );

  r.get(
    '/api/reading-quiz/:attemptId',
    {
      schema: {
        ...secured,
        tags: ['reading-quiz'],
        summary: 'A reading quiz with, once submitted, every answer and the right one',
        params: examAttemptParams,
        response: { 200: examAttemptSchema },
      },
      ...auth,
    },
    async (req) => attemptDetail(app.db, requireActor(req), req.lang, 'reading', req.params.attemptId),
  );

  r.post(
    '/api/reading-quiz/:attemptId/submit',
    {
      schema: {
        ...secured,
        tags: ['reading-quiz'],
        summary: 'Submit a reading quiz once: score, every question with the answer given and the right one',
        params: examAttemptParams,
        body: examSubmitBody,
        response: { 200: examAttemptSchema },
      },
      ...auth,
    },
    async (req) => submitAttempt(app.db, requireActor(req), req.lang, 'reading', req.params.attemptId, req.body),
  );
}
