/**
 * Practice (#/pages/word/do?session=): plays any session kind — group, review, new-words, quiz,
 * daily test. Pages create the session through the API and navigate here with its id.
 */
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { hasErrorKey } from '../../api/errors';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { LoadFailed } from '../study/LoadFailed';
import { NavigationFailed } from '../study/NavigationFailed';
import { parseId, summaryPath } from '../study/paths';
import { useSessionQuery } from './api/sessions';
import { PracticeRun } from './PracticeRun';
import '../study/study-common.css';
import './practice.css';

export default function PracticePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('session'));
  const goBack = useGoBack(PATHS.study);
  const session = useSessionQuery(id);
  useEffect(() => {
    // Block body: scrollTo returns a promise in recent Chromium, and an effect may return only a cleanup.
    window.scrollTo(0, 0);
  }, []);

  if (session.data && id !== null) {
    if (session.data.completed) return <Navigate to={summaryPath(id)} replace />;
    return <PracticeRun key={session.data.id} session={session.data} onBack={goBack} />;
  }
  let body: ReactNode;
  if (id === null) body = <NavigationFailed onBack={goBack} need="session" />;
  else if (hasErrorKey(session.error, 'study.sessionNotFound'))
    body = (
      <EmptyState
        title={t('practice.sessionNotFound')}
        testId="practice-not-found"
        action={
          <Button color="primary" size="small" onClick={goBack} data-testid="practice-not-found-back">
            {t('common.back')}
          </Button>
        }
      />
    );
  else if (session.isError) body = <LoadFailed query={session} />;
  else body = <DelayedPlaceholder kind="loading" />;
  return (
    <div className="page" data-testid="page-practice">
      <NavBar title={t('practice.title.group')} onBack={goBack} />
      <main className="page__body">{body}</main>
    </div>
  );
}
