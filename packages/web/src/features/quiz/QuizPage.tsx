/**
 * The multiple-choice quiz (#/pages/quiz/quiz, `?from=new-words` to start on my new words):
 * setup, the questions, then the score with a review of the mistakes.
 */
import { QUIZ_SIZES, type StudySession } from '@qfl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { confirmCancel } from '../../components/confirm';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { failureText } from '../homes/failure';
import { createQuiz, QUIZ_SOURCES, type QuizSetup as Setup, type QuizSource } from './api/quiz';
import { QuizPlay } from './QuizPlay';
import { QuizResult } from './QuizResult';
import { QuizSetup } from './QuizSetup';
import './quiz.css';

type Phase =
  | { kind: 'setup' }
  | { kind: 'play'; session: StudySession; setup: Setup }
  | { kind: 'result'; session: StudySession; setup: Setup };

function initialSource(raw: string | null): QuizSource {
  return QUIZ_SOURCES.find((s) => s === raw) ?? 'book';
}

export default function QuizPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = useGoBack(PATHS.study);
  const [phase, setPhase] = useState<Phase>({ kind: 'setup' });
  const [lastSetup, setLastSetup] = useState<Setup>({ from: initialSource(params.get('from')), size: QUIZ_SIZES[0] });
  const [retrying, setRetrying] = useState(false);

  const started = (session: StudySession, setup: Setup) => {
    setLastSetup(setup);
    setPhase({ kind: 'play', session, setup });
  };

  const retry = async (setup: Setup) => {
    setRetrying(true);
    try {
      started(await createQuiz(setup), setup);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast(text);
    } finally {
      setRetrying(false);
    }
  };

  const leave = () => {
    if (phase.kind === 'play') void confirmCancel(t('quiz.leaveConfirm'), back);
    else back();
  };

  return (
    <div className="page" data-testid="page-quiz">
      <NavBar title={t('quiz.title')} onBack={leave} />
      <main className="page__body">
        {phase.kind === 'setup' && <QuizSetup initial={lastSetup} onStarted={started} />}
        {phase.kind === 'play' && (
          <QuizPlay key={phase.session.id} session={phase.session} onDone={() => setPhase({ ...phase, kind: 'result' })} />
        )}
        {phase.kind === 'result' && (
          <QuizResult
            session={phase.session}
            fromNewWords={phase.setup.from === 'new-words'}
            retrying={retrying}
            onRetry={() => void retry(phase.setup)}
            onNew={() => setPhase({ kind: 'setup' })}
          />
        )}
      </main>
    </div>
  );
}
