/**
 * Starting the daily test (`POST /api/daily-test`): a practice session from due and weak words
 * (reward 0 on a second try the same day). Its state (done, earned, an open session) comes with
 * today's words (`Today.dailyTest`), so the study tab makes no call of its own for it.
 */
import type { DailyTestState, StudySession } from '@qfl/core';
import { api } from '../../../api/http';

export type { DailyTestState };

/** The caller words failures (no toast here). */
export function startDailyTest(): Promise<StudySession> {
  return api.call('POST /api/daily-test', { auth: true, toast: false });
}
