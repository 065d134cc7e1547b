/**
 * An attempt's result (`/pages/exam/submitResult?attempt=`, and the history detail under both of
 * its routes): the score by section, every question with the learner's answer and the right one,
 * and "add the wrong words to my new words".
 */
import type { ExamAttempt } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { invalidateNewWords } from '../new-words/api/new-words';
import { addWrongWords, useAttemptQuery } from './api/exams';
import { ReviewedQuestion } from './components/ReviewedQuestion';
import { examTitle } from './exam-name';
import { EXAM_PATHS, examSubmitPath } from './paths';
import './exam.css';

export function ScoreSummary({ attempt }: { attempt: ExamAttempt }) {
  const { t } = useTranslation();
  const score = attempt.score ?? 0;
  const percent = attempt.total > 0 ? Math.round((score / attempt.total) * 100) : 0;
  return (
    <section className="card exam-score" data-testid="exam-score-card">
      <p className="exam-score__big">
        <strong data-testid="exam-score">{t('exam.scoreOf', { score, total: attempt.total })}</strong>
        <span className="muted">{percent}%</span>
      </p>
      {attempt.late && (
        <p className="exam-tag exam-tag--late" data-testid="exam-late">
          {t('exam.lateNote')}
        </p>
      )}
      {attempt.sections.length > 1 && (
        <ul className="exam-score__sections" data-testid="exam-section-scores">
          {attempt.sections.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed for an attempt
            <li key={i} data-kind={s.kind}>
              <span>{t(`exam.sections.${s.kind}`)}</span>
              <strong>{t('exam.scoreOf', { score: s.score ?? 0, total: s.total })}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ReviewedSections({ attempt }: { attempt: ExamAttempt }) {
  const { t } = useTranslation();
  let number = 0;
  return (
    <>
      {attempt.sections.map((section, si) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed for an attempt
        <section key={si} className="exam-section" data-kind={section.kind}>
          <h2 className="exam-section__title">{t(`exam.sections.${section.kind}`)}</h2>
          {section.passage && (
            <details className="card exam-passage">
              <summary>{t('exam.showPassage')}</summary>
              <div lang={section.passage.lang}>
                {section.passage.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </details>
          )}
          {section.questions.map((q) => {
            number++;
            return <ReviewedQuestion key={q.id} question={q} number={number} />;
          })}
        </section>
      ))}
    </>
  );
}

function WrongWords({ attempt }: { attempt: ExamAttempt }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<'idle' | 'adding' | 'done'>('idle');
  const wrong = new Set(
    attempt.sections.flatMap((s) => s.questions.filter((q) => q.correct === false && q.entryId !== null).map((q) => q.entryId)),
  );
  if (wrong.size === 0) return null;
  const add = async () => {
    setState('adding');
    try {
      const r = await addWrongWords(attempt.attemptId);
      toast(t('exam.wordsAdded', { count: r.added }));
      setState('done');
      void invalidateNewWords(client);
    } catch {
      setState('idle');
    }
  };
  return (
    <Button
      block
      color="primary"
      fill="outline"
      loading={state === 'adding'}
      disabled={state === 'done'}
      onClick={() => void add()}
      data-testid="exam-add-words"
    >
      {state === 'done' ? t('exam.wordsAddedShort') : t('exam.addWrongWords', { count: wrong.size })}
    </Button>
  );
}

export default function ExamResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(EXAM_PATHS.index);
  const [params] = useSearchParams();
  const n = Number(params.get('attempt'));
  const attemptId = Number.isInteger(n) && n > 0 ? n : null;
  const attempt = useAttemptQuery(attemptId);
  let body: React.ReactNode;
  if (attemptId === null || attempt.isError) body = <EmptyState title={t('exam.attemptNotFound')} testId="exam-attempt-not-found" />;
  else if (attempt.isPending) body = <p className="muted">{t('common.loading')}</p>;
  else if (attempt.data.submittedAt === null)
    body = (
      <EmptyState
        title={t('exam.notSubmittedYet')}
        action={
          attempt.data.exam && (
            <Button size="small" color="primary" onClick={() => navigate(examSubmitPath(attempt.data.exam?.id ?? 0, attemptId))}>
              {t('exam.continue')}
            </Button>
          )
        }
      />
    );
  else {
    const data = attempt.data;
    body = (
      <>
        {data.exam && <h2 className="exam-result__title">{examTitle(t, data.exam)}</h2>}
        <ScoreSummary attempt={data} />
        <WrongWords attempt={data} />
        <ReviewedSections attempt={data} />
        <div className="exam-links">
          {data.exam && (
            <Button block onClick={() => navigate(examSubmitPath(data.exam?.id ?? 0))} data-testid="exam-again">
              {t('exam.again')}
            </Button>
          )}
          <Button block onClick={() => navigate(EXAM_PATHS.index)} data-testid="exam-back-index">
            {t('exam.backToExams')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <div className="page" data-testid="page-exam-result">
      <NavBar title={t('exam.resultTitle')} onBack={back} />
      <main className="page__body">{body}</main>
    </div>
  );
}
