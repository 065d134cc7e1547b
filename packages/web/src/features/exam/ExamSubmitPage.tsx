/**
 * Taking an exam (`?exam=<id>`): what it holds and its time limit, then (`&attempt=<id>`, so a
 * reload resumes) its sections with a countdown from the server's deadline, audio buttons for
 * listening, and submission after a confirm — or by itself when the time is up.
 */
import { type ExamAttempt, randomId } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { hasErrorKey } from '../../api/errors';
import { confirmCancel } from '../../components/confirm';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { invalidateToday } from '../study-tab/api/today';
import { examKeys, invalidateExams, primeAttempt, startAttempt, submitAttempt, useAttemptQuery, useExamQuery } from './api/exams';
import { QuestionView } from './components/QuestionView';
import { clock, examTitle, formatDuration } from './exam-name';
import { EXAM_PATHS, examResultPath, examSubmitPath } from './paths';
import { answerList, useAnswers } from './use-answers';
import './exam.css';

const positiveId = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function Intro({ examId }: { examId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const exam = useExamQuery(examId);
  const [starting, setStarting] = useState(false);
  if (exam.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (exam.isError) return <EmptyState title={t('exam.notFound')} testId="exam-not-found" />;
  const start = async () => {
    setStarting(true);
    try {
      const attempt = await startAttempt(examId);
      primeAttempt(client, attempt);
      navigate(examSubmitPath(examId, attempt.attemptId), { replace: true });
    } catch {
      // The client toasted the server's message.
    } finally {
      setStarting(false);
    }
  };
  return (
    <section className="card exam-intro" data-testid="exam-intro">
      <h2 className="card__title">{examTitle(t, exam.data)}</h2>
      <ul className="exam-intro__points">
        {exam.data.sections.map((s) => (
          <li key={s.kind}>{t(`exam.sectionCount.${s.kind}`, { count: s.count })}</li>
        ))}
        <li>{t('exam.timeLimit', { time: formatDuration(t, exam.data.timeLimitSec) })}</li>
      </ul>
      <p className="muted exam-intro__rules">{t('exam.rules')}</p>
      <Button color="primary" block loading={starting} onClick={() => void start()} data-testid="exam-start">
        {t('exam.start')}
      </Button>
    </section>
  );
}

function useCountdown(attempt: ExamAttempt, fetchedAt: number): number | null {
  const offset = Date.parse(attempt.serverNow) - fetchedAt;
  const deadline = attempt.deadline ? Date.parse(attempt.deadline) : null;
  const left = () => (deadline === null ? null : Math.max(0, (deadline - (Date.now() + offset)) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  });
  return seconds;
}

function TakeExam({ attempt, fetchedAt }: { attempt: ExamAttempt; fetchedAt: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { answers, set, clear } = useAnswers('exam', attempt.attemptId);
  const requestId = useRef(randomId(24));
  const [sending, setSending] = useState(false);
  const sent = useRef(false);
  const seconds = useCountdown(attempt, fetchedAt);
  const total = attempt.total;
  const answered = Object.values(answers).filter((v) => v !== null).length;

  const send = async () => {
    if (sent.current) return;
    sent.current = true;
    setSending(true);
    try {
      const result = await submitAttempt(attempt.attemptId, { answers: answerList(answers), requestId: requestId.current });
      primeAttempt(client, result);
      clear();
      void invalidateExams(client);
      // Every answer was a review: today's words and due counts changed.
      void invalidateToday(client);
      navigate(examResultPath(attempt.attemptId), { replace: true });
    } catch (error) {
      if (hasErrorKey(error, 'exam.alreadySubmitted')) {
        toast(t('exam.alreadySubmitted'));
        await client.invalidateQueries({ queryKey: examKeys.all });
        navigate(examResultPath(attempt.attemptId), { replace: true });
        return;
      }
      sent.current = false;
    } finally {
      setSending(false);
    }
  };

  // Time is up: the answers so far are submitted (on time within the server's grace), once; a
  // failure leaves the submit button to the learner.
  const autoSent = useRef(false);
  useEffect(() => {
    if (seconds === 0 && !sent.current && !autoSent.current) {
      autoSent.current = true;
      toast(t('exam.timeUp'));
      void send();
    }
  });

  let number = 0;
  return (
    <>
      {attempt.sections.map((section, si) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed for an attempt
        <section key={si} className="exam-section" data-testid="exam-section" data-kind={section.kind}>
          <h2 className="exam-section__title">{t(`exam.sections.${section.kind}`)}</h2>
          {section.passage && (
            <div className="card exam-passage" lang={section.passage.lang} data-testid="exam-passage">
              {section.passage.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          )}
          {section.questions.map((q) => {
            number++;
            return (
              <QuestionView
                key={q.id}
                question={q}
                number={number}
                value={answers[q.id] ?? null}
                onChange={(v) => set(q.id, v)}
                disabled={sending}
              />
            );
          })}
        </section>
      ))}
      <div className="exam-bar" data-testid="exam-bar">
        <div className="exam-bar__status">
          <span
            className={`exam-bar__clock${seconds !== null && seconds < 60 ? ' exam-bar__clock--low' : ''}`}
            data-testid="exam-timer"
            role="timer"
          >
            {seconds === null ? '' : clock(seconds)}
          </span>
          <span className="muted" data-testid="exam-answered">
            {t('exam.answered', { n: answered, total })}
          </span>
        </div>
        <Button
          color="primary"
          loading={sending}
          onClick={() =>
            void confirmCancel(answered < total ? t('exam.submitConfirmMissing', { n: total - answered }) : t('exam.submitConfirm'), send)
          }
          data-testid="exam-submit"
        >
          {t('exam.submit')}
        </Button>
      </div>
    </>
  );
}

function Attempt({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const attempt = useAttemptQuery(attemptId);
  if (attempt.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (attempt.isError) return <EmptyState title={t('exam.attemptNotFound')} testId="exam-attempt-not-found" />;
  if (attempt.data.submittedAt !== null) return <Navigate to={examResultPath(attemptId)} replace />;
  return <TakeExam attempt={attempt.data} fetchedAt={attempt.dataUpdatedAt} />;
}

export default function ExamSubmitPage() {
  const { t } = useTranslation();
  const back = useGoBack(EXAM_PATHS.index);
  const [params] = useSearchParams();
  const examId = positiveId(params.get('exam'));
  const attemptId = positiveId(params.get('attempt'));
  return (
    <div className="page" data-testid="page-exam-submit">
      <NavBar title={t('exam.takeTitle')} onBack={back} />
      <main className="page__body">
        {attemptId !== null ? (
          <Attempt attemptId={attemptId} />
        ) : examId !== null ? (
          <Intro examId={examId} />
        ) : (
          <EmptyState title={t('exam.notFound')} testId="exam-not-found" />
        )}
      </main>
    </div>
  );
}
