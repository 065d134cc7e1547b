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
import { ProgressFigures } from './ProgressFigures';
import { hasStudied } from './summary';
import './progress.css';

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
  return (
    <>
      <ProgressFigures data={data} testIdPrefix="progress" />
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
