/**
 * A student's progress for a linked mentor or parent (`?studentId=`): name, stat cards, words
 * learned over time, minutes per day, the study calendar, exam results and weak words. Without
 * an active link the server answers 403 and the page says so (no error toast).
 */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { StudyCalendar, Workload } from '../progress/ProgressCharts';
import { ProgressFigures } from '../progress/ProgressFigures';
import { formatNumber } from '../vocab-test/format';
import { isNoAccess, type StudentProgress, useStudentProgressQuery } from './api/mentors';
import { minutesText, parseStudentId } from './mentor-view';
import { MENTOR_PATHS } from './paths';
import { PeerAvatar, usePeerName } from './PeerName';
import { ExamResults, LearnedOverTime, MinutesPerDay, WeakWords } from './StudentCharts';
import '../progress/progress.css';
import './mentors.css';

function NoAccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card" data-testid="student-no-access">
      <EmptyState
        title={t('mentors.noAccessTitle')}
        hint={t('mentors.noAccessHint')}
        action={
          <Button
            size="small"
            color="primary"
            onClick={() => navigate(`${MENTOR_PATHS.links}?view=mentor`)}
            data-testid="student-no-access-links"
          >
            {t('mentors.openLinks')}
          </Button>
        }
      />
    </section>
  );
}

function Content({ data }: { data: StudentProgress }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const name = usePeerName(data.student);
  const p = data.progress;
  return (
    <>
      <section className="card mentors-student-head">
        <PeerAvatar peer={data.student} size={52} />
        <div className="mentors-row__text">
          <strong className="mentors-student-head__name" data-testid="student-name">
            {name}
          </strong>
          <span className="muted">{t(`mentors.relation.mentor.${data.relation}`)}</span>
        </div>
      </section>
      <ProgressFigures data={p} testIdPrefix="student" />
      <p className="muted progress-today">
        <span data-testid="student-minutes-today">{t('mentors.minutesTodayLine', { time: minutesText(p.minutesToday, lang) })}</span>
        {p.vocabularySize !== null && ` · ${t('vocabTest.estimate', { value: formatNumber(p.vocabularySize, lang) })}`}
      </p>
      {data.learnedOverTime.length > 0 && <LearnedOverTime series={data.learnedOverTime} />}
      <MinutesPerDay calendar={p.calendar} today={data.today} />
      <StudyCalendar calendar={p.calendar} today={data.today} />
      <Workload forecast={p.forecast30} today={data.today} />
      <ExamResults items={data.exams} />
      <WeakWords items={data.weakWords} />
    </>
  );
}

export default function StudentProgressPage() {
  const { t } = useTranslation();
  const back = useGoBack(MENTOR_PATHS.links);
  const [params] = useSearchParams();
  const studentId = parseStudentId(params.get('studentId'));
  const progress = useStudentProgressQuery(studentId);

  let body: ReactNode;
  if (studentId === null || (progress.isError && isNoAccess(progress.error))) body = <NoAccess />;
  else if (progress.isPending) body = <DelayedPlaceholder kind="loading" />;
  else if (progress.isError)
    body = <DelayedPlaceholder kind="error" message={t('mentors.loadFailed')} onRetry={() => void progress.refetch()} />;
  else body = <Content data={progress.data} />;

  return (
    <div className="page" data-testid="page-student-progress">
      <NavBar title={t('mentors.progressTitle')} onBack={back} />
      <main className="page__body">{body}</main>
    </div>
  );
}
