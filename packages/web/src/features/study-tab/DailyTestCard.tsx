/**
 * The daily test: once per calendar day (the user's time zone) from due and weak words; the
 * first finished test of the day earns points, a later try the same day practises only.
 */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeNavigate } from '../homes/use-safe-navigate';
import { useStartSession } from '../homes/use-start-session';
import { type DailyTestState, startDailyTest } from './api/daily-test';
import { practicePath } from './paths';

/** `state` comes with today's words: undefined while they load or when they failed (`failed`; the today card offers the retry). */
export function DailyTestCard({ state, failed }: { state: DailyTestState | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const session = useStartSession();
  const start = () => session.start(startDailyTest);
  const open = state?.sessionId ?? null;
  let body: ReactNode;
  if (state?.done) {
    body = (
      <>
        <p className="daily-test__done" data-testid="daily-test-done">
          {state.earned ? t('dailyTest.doneToday', { points: state.points }) : t('dailyTest.doneNoPoints')}
        </p>
        <p className="muted">{t('dailyTest.practiceOnly')}</p>
        {open !== null ? (
          <Button block onClick={() => go(practicePath(open))} data-testid="daily-test-continue">
            {t('dailyTest.continuePractice')}
          </Button>
        ) : (
          <Button block onClick={start} loading={session.pending} data-testid="daily-test-retry">
            {t('dailyTest.retry')}
          </Button>
        )}
      </>
    );
  } else if (state) {
    body = (
      <>
        <p className="muted" data-testid="daily-test-todo">
          {t('dailyTest.intro', { points: state.points })}
        </p>
        {open !== null ? (
          <Button block color="primary" onClick={() => go(practicePath(open))} data-testid="daily-test-continue">
            {t('dailyTest.continue')}
          </Button>
        ) : (
          <Button block color="primary" onClick={start} loading={session.pending} data-testid="daily-test-start">
            {t('dailyTest.start')}
          </Button>
        )}
      </>
    );
  } else {
    body = <p className="muted">{failed ? t('homes.messages.dataLoadFailed') : t('common.loading')}</p>;
  }
  return (
    <section className="card daily-test" data-testid="card-daily-test">
      <h2 className="card__title">{t('study.dailyTest')}</h2>
      {body}
    </section>
  );
}
