/** The memory API: graded reviews from any feature, cards by entry, and the learner's memory settings. */
import {
  cardListSchema,
  cardsQuery,
  DEFAULT_DAILY_NEW,
  DEFAULT_DESIRED_RETENTION,
  DEFAULT_DAY_ROLLOVER_HOUR,
  type FitSummary,
  REVIEW_MODES,
  type ReviewMode,
  reviewBody,
  reviewResultSchema,
  studySettingsBody,
  studySettingsSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { idempotent } from '../../db/executor.js';
import { bookPolicy } from '../books/policy.js';
import { settleTasks } from '../tasks/service.js';
import { memoryRepo } from './repo.js';
import { cardsOfEntries, recordReview } from './service.js';

export default async function memoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['memory'] };

  r.post(
    '/api/memory/reviews',
    {
      schema: {
        ...secured,
        summary: 'Record one graded interaction (any feature) and update its card; idempotent per requestId',
        body: reviewBody,
        response: { 200: reviewResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      const { entryId, itemId } = req.body;
      let entry = entryId ?? null;
      if (itemId !== undefined) {
        // A sentence item: it must belong to a book the learner may see.
        const item = await app.db
          .selectFrom('book_items as i')
          .innerJoin('books as b', 'b.id', 'i.book_id')
          .select(['i.entry_id', 'b.status', 'b.review_status', 'b.owner_id', 'b.builtin'])
          .where('i.id', '=', itemId)
          .executeTakeFirst();
        if (!item || !bookPolicy.can(actor, 'view', item)) throw new AppError('study.itemNotFound', 404);
        entry = entry ?? (item.entry_id === null ? null : Number(item.entry_id));
      } else {
        const found = await app.db
          .selectFrom('dict_entries')
          .select('id')
          .where('id', '=', entryId as number)
          .executeTakeFirst();
        if (!found) throw new AppError('dict.entryNotFound', 404);
      }
      // The review and the tasks it completes commit together (every feature's reviews count for tasks).
      const card = await idempotent(app.db, async (trx) => {
        const outcome = await recordReview(trx, actor.id, {
          ...req.body,
          entryId: entry,
          itemId: itemId ?? null,
          timeZone: actor.timeZone,
        });
        if (!outcome.replay) await settleTasks(trx, actor.id, actor.timeZone);
        return outcome.card;
      });
      return { card };
    },
  );

  r.get(
    '/api/memory/cards',
    {
      schema: {
        ...secured,
        summary: 'Cards of words by entry id (a word never seen has no card)',
        querystring: cardsQuery,
        response: { 200: cardListSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => ({ items: await cardsOfEntries(app.db, requireActor(req).id, req.query.entryIds) }),
  );

  async function settingsOf(userId: number) {
    const s = await memoryRepo.settings(app.db, userId);
    let fit: FitSummary | null = null;
    if (
      s?.fitted_at != null &&
      s.fit_reviews != null &&
      s.fit_log_loss_before != null &&
      s.fit_log_loss_after != null &&
      s.fit_rmse_before != null &&
      s.fit_rmse_after != null
    ) {
      fit = {
        at: new Date(Number(s.fitted_at)).toISOString(),
        reviews: Number(s.fit_reviews),
        logLossBefore: Number(s.fit_log_loss_before),
        logLossAfter: Number(s.fit_log_loss_after),
        rmseBefore: Number(s.fit_rmse_before),
        rmseAfter: Number(s.fit_rmse_after),
      };
    }
    return {
      desiredRetention: s?.desired_retention ?? DEFAULT_DESIRED_RETENTION,
      dailyNew: s?.daily_new ?? DEFAULT_DAILY_NEW,
      activeBookId: s?.active_book_id == null ? null : Number(s.active_book_id),
      personalized: Boolean(s?.weights),
      fittedAt: s?.fitted_at ? new Date(Number(s.fitted_at)).toISOString() : null,
      fittedFromLogs: s?.fitted_logs ?? 0,
      dayRolloverHour: s?.day_rollover_hour ?? DEFAULT_DAY_ROLLOVER_HOUR,
      reviewMode: (REVIEW_MODES as readonly string[]).includes(s?.review_mode ?? '') ? (s?.review_mode as ReviewMode) : 'choice',
      fit,
    };
  }

  r.get(
    '/api/study/settings',
    {
      schema: {
        ...secured,
        summary: 'Desired retention, daily new words, active book, day rollover hour, review mode and the last fit of the weights',
        response: { 200: studySettingsSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => settingsOf(requireActor(req).id),
  );

  r.put(
    '/api/study/settings',
    {
      schema: {
        ...secured,
        summary: 'Change desired retention (0.7-0.97), daily new words, the active book, the day rollover hour (0-23) or the review mode',
        body: studySettingsBody,
        response: { 200: studySettingsSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      const { desiredRetention, dailyNew, activeBookId, dayRolloverHour, reviewMode } = req.body;
      if (activeBookId) {
        const book = await app.db
          .selectFrom('books')
          .select(['status', 'review_status', 'owner_id', 'builtin', 'retired_at'])
          .where('id', '=', activeBookId)
          .executeTakeFirst();
        if (!book || book.retired_at !== null || !bookPolicy.can(actor, 'view', book)) throw new AppError('study.bookNotFound', 404);
      }
      await memoryRepo.saveSettings(
        app.db,
        actor.id,
        {
          ...(desiredRetention !== undefined ? { desired_retention: desiredRetention } : {}),
          ...(dailyNew !== undefined ? { daily_new: dailyNew } : {}),
          ...(activeBookId !== undefined ? { active_book_id: activeBookId } : {}),
          ...(dayRolloverHour !== undefined ? { day_rollover_hour: dayRolloverHour } : {}),
          ...(reviewMode !== undefined ? { review_mode: reviewMode } : {}),
        },
        { desired_retention: DEFAULT_DESIRED_RETENTION, daily_new: DEFAULT_DAILY_NEW },
        Date.now(),
      );
      return settingsOf(actor.id);
    },
  );
}
