/**
 * The vocabulary size test: what it measures, then up to 60 questions (the server grades each and
 * picks the next word), then the estimate with its range, and the history of past results.
 */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCurrentUser } from '../account/api/user';
import { useVocabHistoryQuery } from './api/vocab-test';
import { useVocabRun } from './use-vocab-run';
import { VocabHistory } from './VocabHistory';
import { VocabQuestionView } from './VocabQuestionView';
import { VocabResultView } from './VocabResultView';
import './vocab-test.css';

function Intro({ langName, starting, onStart }: { langName: string; starting: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card vocab-intro" data-testid="vocab-intro">
      <h2 className="card__title">{t('vocabTest.introTitle')}</h2>
      <p className="vocab-intro__body">{t('vocabTest.introBody', { lang: langName })}</p>
      <ul className="vocab-intro__points">
        <li>{t('vocabTest.introLength')}</li>
        <li>{t('vocabTest.introHonest')}</li>
        <li>{t('vocabTest.introMemory')}</li>
      </ul>
      <Button color="primary" block loading={starting} onClick={onStart} data-testid="vocab-start">
        {t('vocabTest.start')}
      </Button>
    </section>
  );
}

function HistorySection({ lang }: { lang: Parameters<typeof useVocabHistoryQuery>[0] }) {
  const { t } = useTranslation();
  const history = useVocabHistoryQuery(lang);
  if (history.isPending) return null;
  if (history.isError)
    return (
      <section className="card">
        <EmptyState
          title={t('vocabTest.loadFailed')}
          testId="vocab-history-error"
          action={
            <Button size="small" onClick={() => void history.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </section>
    );
  return <VocabHistory items={history.data} />;
}

export default function VocabTestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(PATHS.study);
  const user = useCurrentUser();
  const { run, starting, start, answer, resend } = useVocabRun();
  const lang = user?.learningLang ?? null;
  const langName = lang ? t(`langs.${lang}`) : '';

  let body: ReactNode;
  if (!lang) {
    body = (
      <section className="card" data-testid="vocab-setup">
        <EmptyState
          title={t('vocabTest.setupTitle')}
          hint={t('vocabTest.setupHint')}
          action={
            <Button color="primary" size="small" onClick={() => navigate(PATHS.settings)} data-testid="vocab-setup-action">
              {t('vocabTest.setupAction')}
            </Button>
          }
        />
      </section>
    );
  } else if (run.phase === 'question') {
    body = <VocabQuestionView run={run} onAnswer={answer} onResend={resend} />;
  } else {
    body = (
      <>
        {run.phase === 'result' ? (
          <VocabResultView result={run.result} asked={run.asked} langName={langName} starting={starting} onAgain={() => void start()} />
        ) : (
          <Intro langName={langName} starting={starting} onStart={() => void start()} />
        )}
        <HistorySection lang={lang} />
      </>
    );
  }

  return (
    <div className="page" data-testid="page-vocab-test">
      <NavBar title={t('vocabTest.title')} onBack={back} />
      <main className="page__body">{body}</main>
    </div>
  );
}
