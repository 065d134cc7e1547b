/** Exams for the learner's language and level, links to all exams and reading exams, and the history. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCurrentUser } from '../account/api/user';
import { useExamHistoryQuery, useExamsQuery } from './api/exams';
import { ExamHistoryList } from './components/ExamHistoryList';
import { ExamItem } from './components/ExamItem';
import { EXAM_PATHS } from './paths';
import './exam.css';

function Failed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('exam.loadFailed')}
      testId={testId}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

export default function ExamIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(PATHS.study);
  const user = useCurrentUser();
  const lang = user?.learningLang ?? null;
  const level = user?.level ?? null;
  const exams = useExamsQuery(lang, level);
  const history = useExamHistoryQuery();

  return (
    <div className="page" data-testid="page-exam-index">
      <NavBar title={t('exam.title')} onBack={back} />
      <main className="page__body">
        {!lang ? (
          <section className="card">
            <EmptyState
              title={t('exam.setupTitle')}
              hint={t('exam.setupHint')}
              action={
                <Button color="primary" size="small" onClick={() => navigate(PATHS.settings)}>
                  {t('exam.setupAction')}
                </Button>
              }
            />
          </section>
        ) : (
          <section className="card" data-testid="exam-for-you">
            <h2 className="card__title">{t('exam.forYou', { lang: t(`langs.${lang}`), level: level ?? '-' })}</h2>
            {exams.isPending ? (
              <p className="muted">{t('common.loading')}</p>
            ) : exams.isError ? (
              <Failed onRetry={() => void exams.refetch()} testId="exam-list-failed" />
            ) : exams.data.items.length === 0 ? (
              <EmptyState title={t('exam.none')} testId="exam-none" />
            ) : (
              <ul className="exam-list">
                {exams.data.items.map((e) => (
                  <ExamItem key={e.id} exam={e} />
                ))}
              </ul>
            )}
          </section>
        )}
        <nav className="exam-links">
          <Button block onClick={() => navigate(EXAM_PATHS.list)} data-testid="exam-all">
            {t('exam.allExams')}
          </Button>
          <Button block onClick={() => navigate(EXAM_PATHS.readingList)} data-testid="exam-reading">
            {t('exam.readingExams')}
          </Button>
        </nav>
        <section className="card">
          <h2 className="card__title">{t('exam.history')}</h2>
          {history.isPending ? (
            <p className="muted">{t('common.loading')}</p>
          ) : history.isError ? (
            <Failed onRetry={() => void history.refetch()} testId="exam-history-failed" />
          ) : (
            <ExamHistoryList items={history.data} />
          )}
        </section>
      </main>
    </div>
  );
}
