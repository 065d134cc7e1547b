/**
 * Study progress: words learned, known now and mature, streak, today's reviews; true retention of
 * young and mature reviews over 30 days and the words expected to be known in 30 days; the study
 * calendar, the 30-day workload of due reviews and vocabulary size over time — all from
 * `GET /api/progress` (figures defined in core `rules/figures.ts`, days in the learner's day). A
 * brand-new user gets an empty state that says what to do.
 */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { formatNumber } from '../vocab-test/format';
import { VOCAB_TEST_PATH } from '../vocab-test/paths';
import { type Progress, useProgressQuery } from './api/progress';
import { StudyCalendar, VocabularyOverTime, Workload } from './ProgressCharts';
import { hasStudied } from './summary';
import './progress.css';

function Stat({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <div className="stat">
      <div className="stat__value" data-testid={testId}>
        {value}
      </div>
      <div className="stat__label">{label}</div>
    </div>
  );
}

function NoStudyYet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card" data-testid="progress-empty">
      <EmptyState
        title={t('progress.emptyTitle')}
        hint={t('progress.emptyHint')}
        action={
          <div className="progress-empty__actions">
            <Button color="primary" size="small" onClick={() => navigate(PATHS.study)} data-testid="progress-go-study">
              {t('progress.emptyStudy')}
            </Button>
            <Button size="small" onClick={() => navigate(VOCAB_TEST_PATH)} data-testid="progress-go-vocab-test">
              {t('progress.vocabAction')}
            </Button>
          </div>
        }
      />
    </section>
  );
}

function ProgressContent({ data }: { data: Progress }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const share = (v: number | null) => (v === null ? t('progress.none') : percent.format(v));
  const expected = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(data.expectedKnown30);
  return (
    <>
      <section className="card">
        <div className="stats">
          <Stat value={formatNumber(data.learned, lang)} label={t('progress.learned')} testId="progress-learned" />
          <Stat value={formatNumber(data.known, lang)} label={t('progress.known')} testId="progress-known" />
          <Stat value={formatNumber(data.mature, lang)} label={t('progress.mature')} testId="progress-mature" />
          <Stat value={formatNumber(data.streak, lang)} label={t('progress.streak')} testId="progress-streak" />
        </div>
        <p className="muted progress-today" data-testid="progress-today">
          {t('progress.today', { reviews: data.reviewsToday, minutes: Math.round(data.minutesToday) })}
        </p>
      </section>
      <section className="card" data-testid="progress-memory">
        <h2 className="card__title">{t('progress.memoryTitle')}</h2>
        <div className="stats">
          <Stat value={share(data.retention.young)} label={t('progress.retentionYoung')} testId="progress-retention-young" />
          <Stat value={share(data.retention.mature)} label={t('progress.retentionMature')} testId="progress-retention-mature" />
          <Stat value={share(data.retention30d)} label={t('progress.retention')} testId="progress-retention" />
          <Stat
            value={formatNumber(Math.round(data.expectedKnown30), lang)}
            label={t('progress.expectedKnown')}
            testId="progress-expected-known"
          />
        </div>
        <p className="muted progress-hint">{t('progress.expectedKnownHint', { n: expected })}</p>
        <p className="muted progress-hint">{t('progress.retentionHint')}</p>
      </section>
      <StudyCalendar calendar={data.calendar} today={data.today} />
      <Workload forecast={data.forecast30} today={data.today} />
      <VocabularyOverTime size={data.vocabularySize} history={data.vocabularyHistory} />
    </>
  );
}

export default function ProgressPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.study);
  const progress = useProgressQuery();

  let body: ReactNode;
  if (progress.isPending) body = <DelayedPlaceholder kind="loading" />;
  else if (progress.isError)
    body = <DelayedPlaceholder kind="error" message={t('progress.loadFailed')} onRetry={() => void progress.refetch()} />;
  else if (!hasStudied(progress.data)) body = <NoStudyYet />;
  else body = <ProgressContent data={progress.data} />;

  return (
    <div className="page" data-testid="page-progress">
      <NavBar title={t('progress.title')} onBack={back} />
      <main className="page__body">{body}</main>
    </div>
  );
}
