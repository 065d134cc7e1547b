/** The study loop's API: books with groups and their "already known?" offer, sessions and answers, today's words, quiz, daily test, new words, progress. */
import {
  answerBody,
  answerResultSchema,
  bookDetailSchema,
  bookEvidenceSchema,
  markKnownBody,
  markKnownResultSchema,
  progressSchema,
  quizCreateBody,
  requestIdSchema,
  sessionCreateBody,
  sessionSummarySchema,
  studySessionSchema,
  todaySchema,
  cardSchema,
  wordListSchema,
  WORD_STATE_FILTERS,
  dailyTestStateSchema,
  categoryListSchema,
} from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import {
  dailyTestSession,
  dailyTestState,
  groupSession,
  newWordsCount,
  newWordsSession,
  newWordsSources,
  quizSession,
  reviewSession,
} from './builders.js';
import { bookPolicy } from '../books/policy.js';
import { bookSources, studyContext, studyBook } from './context.js';
import { bookEvidence, markBookKnown } from './evidence.js';
import { bookDetail } from './overview.js';
import { progressView, type VocabularyHistory } from './progress.js';
import { type AfterAnswer, answerItem, sessionSummary, sessionView, skipWord } from './sessions.js';
import { todayView } from './today.js';
import { keyOf, presentWords, wordStates } from './words.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const wordsQuery = z.object({
  group: z.coerce.number().int().min(0).optional(),
  state: z.enum(WORD_STATE_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
const skipBody = z
  .object({ entryId: z.number().int().positive().optional(), itemId: z.number().int().positive().optional(), requestId: requestIdSchema })
  .refine((b) => b.entryId !== undefined || b.itemId !== undefined, { message: 'validation', path: ['entryId'] });
const skipResult = z.object({ card: cardSchema, completed: z.boolean(), points: z.number().int() });

export interface StudyHooks {
  afterAnswer?: AfterAnswer;
  vocabulary?: VocabularyHistory;
}

export function studyRoutes(hooks: StudyHooks = {}) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const secured = { security: [{ token: [] }], tags: ['study'] };
    const ctxOf = (req: FastifyRequest) => studyContext(app.db, requireActor(req), req.lang);

    r.get(
      '/api/books/:id',
      {
        schema: {
          ...secured,
          summary: 'A book with its groups and how much of it the learner knows',
          params: idParams,
          response: { 200: bookDetailSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const ctx = await ctxOf(req);
        return bookDetail(app.db, ctx, await studyBook(app.db, ctx.actor, req.params.id));
      },
    );

    r.get(
      '/api/books/:id/evidence',
      {
        schema: {
          ...secured,
          summary: '"Already known?": words of the book that tests showed the learner knows and that have no card yet',
          params: idParams,
          response: { 200: bookEvidenceSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const ctx = await ctxOf(req);
        return bookEvidence(app.db, ctx, await studyBook(app.db, ctx.actor, req.params.id));
      },
    );

    r.post(
      '/api/books/:id/evidence/known',
      {
        schema: {
          ...secured,
          summary: '"Mark known": an Easy review (a new card) for each offered word of the book, or the ones listed',
          params: idParams,
          body: markKnownBody,
          response: { 200: markKnownResultSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const ctx = await ctxOf(req);
        return markBookKnown(app.db, ctx, await studyBook(app.db, ctx.actor, req.params.id), req.body);
      },
    );

    r.get(
      '/api/books/:id/words',
      {
        schema: {
          ...secured,
          summary: 'Words of a book or one group, each with its memory card',
          params: idParams,
          querystring: wordsQuery,
          response: { 200: wordListSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const ctx = await ctxOf(req);
        const book = await studyBook(app.db, ctx.actor, req.params.id);
        const all = await bookSources(app.db, book, req.query.group);
        const { stateOf, counts } = await wordStates(app.db, ctx.userId, all);
        const matching = req.query.state === 'all' ? all : all.filter((s) => stateOf(s) === req.query.state);
        const page = matching.slice(req.query.offset, req.query.offset + req.query.limit);
        return { items: await presentWords(app.db, ctx, page), total: matching.length, counts };
      },
    );

    r.get(
      '/api/categories',
      {
        schema: {
          tags: ['books'],
          summary: 'Book categories (names carry _-separated parent prefixes) with localized titles',
          querystring: z.object({ lang: z.string().max(8).optional() }),
          response: { 200: categoryListSchema },
        },
      },
      async (req) => {
        const rows = await app.db.selectFrom('categories').select(['name', 'titles', 'position']).orderBy('position').execute();
        let used: Set<string> | null = null;
        if (req.query.lang) {
          const cats = await app.db
            .selectFrom('books')
            .select('category')
            .distinct()
            .where('lang', '=', req.query.lang)
            .where(bookPolicy.visibleWhere(null))
            .where('retired_at', 'is', null)
            .execute();
          used = new Set(cats.map((c) => c.category));
        }
        const keep = (name: string) => used === null || [...used].some((c) => c === name || c.startsWith(`${name}_`));
        return {
          items: rows.filter((c) => keep(c.name)).map((c) => ({ name: c.name, titles: safeTitles(c.titles), position: c.position })),
        };
      },
    );

    r.post(
      '/api/study/sessions',
      {
        schema: {
          ...secured,
          summary: 'Start (or resume) a practice session: a book group, due reviews, or a group of the new-words book',
          body: sessionCreateBody,
          response: { 200: studySessionSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const ctx = await ctxOf(req);
        const b = req.body;
        const id =
          b.kind === 'review'
            ? await reviewSession(app.db, ctx, b.limit, b.mode)
            : b.kind === 'new-words'
              ? await newWordsSession(app.db, ctx, b.group)
              : await groupSession(app.db, ctx, b.bookId, b.group);
        return sessionView(app.db, ctx, id);
      },
    );

    r.get(
      '/api/study/sessions/:id',
      {
        schema: { ...secured, summary: 'A practice session (to resume it)', params: idParams, response: { 200: studySessionSchema } },
        preHandler: app.authenticate,
      },
      async (req) => sessionView(app.db, await ctxOf(req), req.params.id),
    );

    r.post(
      '/api/study/sessions/:id/answers',
      {
        schema: {
          ...secured,
          summary: 'Answer one item (graded on the server; idempotent per requestId). Wrong items may be answered again until right.',
          params: idParams,
          body: answerBody,
          response: { 200: answerResultSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => answerItem(app.db, await ctxOf(req), req.params.id, req.body, hooks.afterAnswer),
    );

    r.post(
      '/api/study/sessions/:id/skip',
      {
        schema: {
          ...secured,
          summary: '"I know it already": an Easy review, and the word is done in this session',
          params: idParams,
          body: skipBody,
          response: { 200: skipResult },
        },
        preHandler: app.authenticate,
      },
      async (req) => skipWord(app.db, await ctxOf(req), req.params.id, req.body, hooks.afterAnswer),
    );

    r.get(
      '/api/study/sessions/:id/summary',
      {
        schema: {
          ...secured,
          summary: 'Score, time, points, mistakes and next reviews of a session',
          params: idParams,
          response: { 200: sessionSummarySchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => sessionSummary(app.db, await ctxOf(req), req.params.id),
    );

    r.get(
      '/api/study/today',
      {
        schema: {
          ...secured,
          summary: "Today's words: due reviews (most forgotten first) and new words of the active book",
          response: { 200: todaySchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => todayView(app.db, await ctxOf(req)),
    );

    r.get(
      '/api/study/new-words',
      {
        schema: {
          ...secured,
          summary: 'The new-words book with memory cards (groups of 20)',
          querystring: pageQuery,
          response: { 200: wordListSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const ctx = await ctxOf(req);
        const sources = await newWordsSources(app.db, ctx.userId, req.query.limit, req.query.offset);
        return {
          items: await presentWords(
            app.db,
            ctx,
            sources.filter((s) => keyOf(s) !== null),
          ),
          total: await newWordsCount(app.db, ctx.userId),
        };
      },
    );

    r.post(
      '/api/quiz',
      {
        schema: {
          ...secured,
          tags: ['quiz'],
          summary: 'A multiple-choice quiz from a book, a level or the new-words book (answered with the session answers endpoint)',
          body: quizCreateBody,
          response: { 200: studySessionSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const ctx = await ctxOf(req);
        return sessionView(app.db, ctx, await quizSession(app.db, ctx, req.body));
      },
    );

    r.get(
      '/api/daily-test',
      {
        schema: {
          ...secured,
          tags: ['daily-test'],
          summary: "Today's daily test: done, points earned, an unfinished session",
          response: { 200: dailyTestStateSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => dailyTestState(app.db, await ctxOf(req)),
    );

    r.post(
      '/api/daily-test',
      {
        schema: {
          ...secured,
          tags: ['daily-test'],
          summary: 'Start the daily test: due and weak words; points the first time each day, practice only after',
          response: { 200: studySessionSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => {
        const ctx = await ctxOf(req);
        return sessionView(app.db, ctx, await dailyTestSession(app.db, ctx));
      },
    );

    r.get(
      '/api/progress',
      {
        schema: {
          ...secured,
          tags: ['progress'],
          summary: 'Learned, known, retention, streak, calendar, forecast and vocabulary size',
          response: { 200: progressSchema },
        },
        preHandler: app.authenticate,
      },
      async (req) => progressView(app.db, await ctxOf(req), hooks.vocabulary ?? null),
    );
  };
}

function safeTitles(text: string): Record<string, string> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}
