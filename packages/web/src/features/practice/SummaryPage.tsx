/**
 * Summary of a session (#/pages/word/summary?session=): right at the first try, time, points
 * earned, the mistakes with their answers, and when each word comes back for review.
 */
import type { SessionSummary } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { hasErrorKey } from '../../api/errors';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { currentLanguage } from '../../i18n';
import { formatDue, formatDuration } from '../study/format';
import { LoadFailed } from '../study/LoadFailed';
import { NavigationFailed } from '../study/NavigationFailed';
import { bookPath, parseId, wordListPath } from '../study/paths';
import { useSessionQuery } from './api/sessions';
import { useSummaryQuery } from './api/summary';
import '../study/study-common.css';
import './summary.css';

function Stat({ value, label, testId }: { value: ReactNode; label: string; testId: string }) {
  return (
    <div className="stat">
      <div className="stat__value" data-testid={testId}>
        {value}
      </div>
      <div className="stat__label">{label}</div>
    </div>
  );
}

function SummaryBody({ summary }: { summary: SessionSummary }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const now = Date.now();
  return (
    <>
      <section className="card summary__head">
        <p className="summary__title">{t(summary.completed ? 'practice.summary.done' : 'practice.summary.unfinished')}</p>
        <div className="stats">
          <Stat value={`${summary.correctFirstTry}/${summary.items}`} label={t('practice.summary.firstTry')} testId="summary-correct" />
          <Stat value={formatDuration(summary.ms, lang)} label={t('practice.summary.time')} testId="summary-time" />
          <Stat value={`+${summary.points}`} label={t('practice.summary.points')} testId="summary-points" />
          <Stat value={summary.answers} label={t('practice.summary.answers')} testId="summary-answers" />
        </div>
      </section>
      {summary.mistakes.length > 0 && (
        <section className="card" data-testid="summary-mistakes">
          <h2 className="card__title">{t('practice.summary.mistakes')}</h2>
          <ul className="summary-list">
            {summary.mistakes.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one item can be missed twice
              <li key={i} className="summary-list__row">
                <span className="summary-list__main">{m.prompt}</span>
                <span className="summary-list__sub">
                  <span className="summary-given">{m.given}</span> → <strong>{m.expected}</strong>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {summary.cards.length > 0 && (
        <section className="card" data-testid="summary-reviews">
          <h2 className="card__title">{t('practice.summary.nextReviews')}</h2>
          <ul className="summary-list">
            {summary.cards.map((c) => (
              <li key={`${c.entryId}-${c.itemId}`} className="summary-list__row summary-list__row--inline">
                <span className="summary-list__main">{c.text}</span>
                <span className="summary-list__due">{formatDue(c.due, now, lang) ?? t('wordList.dueNow')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export default function SummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parseId(params.get('session'));
  const summary = useSummaryQuery(id);
  // The session (cached from practice) says which book and group to go back to.
  const session = useSessionQuery(id);
  const bookId = session.data?.bookId ?? null;
  const group = session.data?.group ?? null;
  const done = () => navigate(PATHS.study, { replace: true });

  let body: ReactNode;
  if (id === null) body = <NavigationFailed onBack={done} need="session" />;
  else if (hasErrorKey(summary.error, 'study.sessionNotFound'))
    body = <EmptyState title={t('practice.sessionNotFound')} testId="summary-not-found" />;
  else if (summary.isError) body = <LoadFailed query={summary} />;
  else if (!summary.data) body = <DelayedPlaceholder kind="loading" />;
  else body = <SummaryBody summary={summary.data} />;

  return (
    <div className="page" data-testid="page-summary">
      <NavBar title={t('practice.summary.title')} onBack={done} />
      <main className="page__body">
        {body}
        {bookId !== null && group !== null && summary.data && (
          <Link className="summary__link tap-target" to={wordListPath(bookId, group)} data-testid="summary-word-list">
            {t('practice.summary.groupWords')}
          </Link>
        )}
      </main>
      <div className="action-bar">
        {bookId !== null && (
          <Button onClick={() => navigate(bookPath(bookId), { replace: true })} data-testid="summary-book">
            {t('practice.summary.backToBook')}
          </Button>
        )}
        <Button color="primary" onClick={done} data-testid="summary-done">
          {t('practice.summary.finish')}
        </Button>
      </div>
    </div>
  );
}
