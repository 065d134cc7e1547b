/**
 * The study loop's API: sessions and answers, today's words, quiz, daily test, new words, progress.
 * Declared in @qfl/core's endpoints/study.ts; a book with its groups and words is served by
 * books/routes.ts, with the views of book-views.ts.
 */
import { studyEndpoints as api } from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { dailyTestSession, dailyTestState, groupSession, newWordsPage, newWordsSession, quizSession, reviewSession } from './builders.js';
import { studyContext } from './context.js';
import { progressView, type VocabularyHistory } from './progress.js';
import { type AfterAnswer, answerItem, sessionSummary, sessionView, skipWord } from './sessions.js';
import { todayView } from './today.js';

export interface StudyHooks {
  afterAnswer?: AfterAnswer;
  vocabulary?: VocabularyHistory;
}

export function studyRoutes(hooks: StudyHooks = {}) {
  return async function routes(app: FastifyInstance) {
    const ctxOf = (req: FastifyRequest) => studyContext(app.db, requireActor(req), req.lang);

    route(app, api.createSession, async (req) => {
      const ctx = await ctxOf(req);
      const b = req.body;
      const id =
        b.kind === 'review'
          ? await reviewSession(app.db, ctx, b.limit, b.mode)
          : b.kind === 'new-words'
            ? await newWordsSession(app.db, ctx, b.group)
            : await groupSession(app.db, ctx, b.bookId, b.group);
      return sessionView(app.db, ctx, id);
    });

    route(app, api.session, async (req) => sessionView(app.db, await ctxOf(req), req.params.id));

    route(app, api.answer, async (req) => answerItem(app.db, await ctxOf(req), req.params.id, req.body, hooks.afterAnswer));

    route(app, api.skip, async (req) => skipWord(app.db, await ctxOf(req), req.params.id, req.body, hooks.afterAnswer));

    route(app, api.summary, async (req) => sessionSummary(app.db, await ctxOf(req), req.params.id));

    route(app, api.today, async (req) => todayView(app.db, await ctxOf(req)));

    route(app, api.newWords, async (req) => newWordsPage(app.db, await ctxOf(req), req.query.limit, req.query.offset));

    route(app, api.quiz, async (req) => {
      const ctx = await ctxOf(req);
      return sessionView(app.db, ctx, await quizSession(app.db, ctx, req.body));
    });

    route(app, api.dailyTest, async (req) => dailyTestState(app.db, await ctxOf(req)));

    route(app, api.startDailyTest, async (req) => {
      const ctx = await ctxOf(req);
      return sessionView(app.db, ctx, await dailyTestSession(app.db, ctx));
    });

    route(app, api.progress, async (req) => progressView(app.db, await ctxOf(req), hooks.vocabulary ?? null));
  };
}
