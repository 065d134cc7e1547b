/** The learner's memory settings as the API shows them, and a change of them (an active book must be one they may study). */
import {
  DEFAULT_DAILY_NEW,
  DEFAULT_DAY_ROLLOVER_HOUR,
  DEFAULT_DESIRED_RETENTION,
  type FitSummary,
  REVIEW_MODES,
  type ReviewMode,
  type StudySettings,
  type StudySettingsBody,
} from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { MemoryHooks } from './hooks.js';
import { memoryRepo } from './repo.js';

export async function studySettings(db: Executor, userId: number): Promise<StudySettings> {
  const s = await memoryRepo.settings(db, userId);
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
      at: new Date(s.fitted_at).toISOString(),
      reviews: s.fit_reviews,
      logLossBefore: s.fit_log_loss_before,
      logLossAfter: s.fit_log_loss_after,
      rmseBefore: s.fit_rmse_before,
      rmseAfter: s.fit_rmse_after,
    };
  }
  return {
    desiredRetention: s?.desired_retention ?? DEFAULT_DESIRED_RETENTION,
    dailyNew: s?.daily_new ?? DEFAULT_DAILY_NEW,
    activeBookId: s?.active_book_id ?? null,
    personalized: Boolean(s?.weights),
    fittedAt: s?.fitted_at ? new Date(s.fitted_at).toISOString() : null,
    fittedFromLogs: s?.fitted_logs ?? 0,
    dayRolloverHour: s?.day_rollover_hour ?? DEFAULT_DAY_ROLLOVER_HOUR,
    reviewMode: (REVIEW_MODES as readonly string[]).includes(s?.review_mode ?? '') ? (s?.review_mode as ReviewMode) : 'choice',
    fit,
  };
}

/** Saves the fields given (a first change starts from the defaults) and answers the settings after it. */
export async function saveStudySettings(
  db: Executor,
  actor: Actor,
  change: StudySettingsBody,
  hooks: Pick<MemoryHooks, 'studiableBook'>,
): Promise<StudySettings> {
  const { desiredRetention, dailyNew, activeBookId, dayRolloverHour, reviewMode } = change;
  if (activeBookId && !(await hooks.studiableBook(db, actor, activeBookId))) throw new AppError('study.bookNotFound', 404);
  await memoryRepo.saveSettings(
    db,
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
  return studySettings(db, actor.id);
}
