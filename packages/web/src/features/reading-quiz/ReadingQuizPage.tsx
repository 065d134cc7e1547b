/**
 * Reading answering (`/pages/book/reading-page?id=<book>&page=<n>`): the page of the article,
 * comprehension questions on it (the same page always gives the same questions), submitted
 * together and scored, each with the answer given and the right one; past scores of the book.
 */
import { type ExamAttempt, randomId } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hasErrorKey, isApiError } from '../../api/errors';
import { PATHS } from '../../app/paths';
import { confirmCancel } from '../../components/confirm';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { QuestionView } from '../exam/components/QuestionView';
import { ReviewedSections, ScoreSummary } from '../exam/ExamResultPage';
import { answerList, useAnswers } from '../exam/use-answers';
import { invalidateToday } from '../study-tab/api/today';
import { invalidateReadingQuiz, submitReadingQuiz, useReadingHistoryQuery, useReadingQuizQuery } from './api/reading-quiz';
import { readingPagePath } from './paths';
import '../exam/exam.css';
import './reading-quiz.css';

function Questions({ quiz, onDone }: { quiz: ExamAttempt; onDone: (result: ExamAttempt) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { answers, set, clear } = useAnswers('reading', quiz.attemptId);
  const requestId = useRef(randomId(24));
  const [sending, setSending] = useState(false);
  const section = quiz.sections[0];
  if (!section) return null;
  const answered = Object.values(answers).filter((v) => v !== null).length;
  const send = async () => {
    setSending(true);
    try {
      const result = await submitReadingQuiz(quiz.attemptId, { answers: answerList(answers), requestId: requestId.current });
      clear();
      onDone(result);
      void invalidateReadingQuiz(client);
      void invalidateToday(client);
    } catch (error) {
      if (hasErrorKey(error, 'exam.alreadySubmitted')) {
        toast(t('exam.alreadySubmitted'));
        void invalidateReadingQuiz(client);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="exam-section" data-testid="reading-questions">
      <h2 className="exam-section__title">{t('readingQuiz.questions', { n: section.questions.length })}</h2>
      {section.questions.map((q, i) => (
        <QuestionView
          key={q.id}
          question={q}
          number={i + 1}
          value={answers[q.id] ?? null}
          onChange={(v) => set(q.id, v)}
          disabled={sending}
        />
      ))}
      <Button
        color="primary"
        block
        loading={sending}
        onClick={() =>
          void (answered < quiz.total ? confirmCancel(t('exam.submitConfirmMissing', { n: quiz.total - answered }), send) : send())
        }
        data-testid="reading-submit"
      >
        {t('readingQuiz.submit')}
      </Button>
    </section>
  );
}

function History({ bookId }: { bookId: number }) {
  const { t } = useTranslation();
  const history = useReadingHistoryQuery(bookId);
  if (history.isPending || history.isError || history.data.length === 0) return null;
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card" data-testid="reading-history">
      <h2 className="card__title">{t('readingQuiz.history')}</h2>
      <ul className="exam-history">
        {history.data.slice(0, 20).map((h) => (
          <li key={h.attemptId} className="exam-history__row" data-testid="reading-history-item">
            <span className="exam-history__text">
              <strong>{t('exam.readingPageN', { page: h.page })}</strong>
              <span className="muted">{date.format(new Date(h.submittedAt))}</span>
            </span>
            <span className="exam-history__score">{t('exam.scoreOf', { score: h.score, total: h.total })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const intParam = (v: string | null, min: number) => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= min ? n : null;
};

export default function ReadingQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(PATHS.study);
  const [params] = useSearchParams();
  const bookId = intParam(params.get('id'), 1);
  const page = intParam(params.get('page'), 0) ?? (bookId !== null ? 1 : null);
  const quiz = useReadingQuizQuery(bookId, page);
  const [result, setResult] = useState<ExamAttempt | null>(null);

  let body: React.ReactNode;
  if (bookId === null || page === null) body = <EmptyState title={t('readingQuiz.notFound')} testId="reading-not-found" />;
  else if (quiz.isPending || (quiz.isFetching && result === null)) body = <p className="muted">{t('common.loading')}</p>;
  else if (quiz.isError)
    body = (
      <EmptyState
        title={isApiError(quiz.error) && quiz.error.kind === 'server' ? quiz.error.message : t('readingQuiz.loadFailed')}
        testId="reading-not-found"
        action={
          <Button size="small" onClick={() => void quiz.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else {
    const data = result ?? quiz.data;
    const passage = data.sections[0]?.passage;
    body = (
      <>
        <header className="reading-head">
          <h2 className="reading-head__title" data-testid="reading-title">
            {data.book?.title}
          </h2>
          <span className="muted">{t('exam.readingPageN', { page })}</span>
        </header>
        {passage && (
          <details className="card exam-passage" open={result === null} data-testid="reading-passage">
            <summary>{t('readingQuiz.article')}</summary>
            <div lang={passage.lang}>
              {passage.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </details>
        )}
        {result ? (
          <div className="exam-section" data-testid="reading-result">
            <ScoreSummary attempt={result} />
            <ReviewedSections attempt={{ ...result, sections: result.sections.map((s) => ({ ...s, passage: null })) }} />
            <div className="exam-links">
              <Button
                block
                onClick={() => {
                  setResult(null);
                  void quiz.refetch();
                }}
                data-testid="reading-again"
              >
                {t('readingQuiz.again')}
              </Button>
              <Button
                block
                color="primary"
                onClick={() => {
                  setResult(null);
                  navigate(readingPagePath(bookId, page + 1));
                }}
                data-testid="reading-next"
              >
                {t('readingQuiz.nextPage')}
              </Button>
            </div>
          </div>
        ) : (
          <Questions
            key={quiz.data.attemptId}
            quiz={quiz.data}
            onDone={(r) => {
              setResult(r);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
        <History bookId={bookId} />
      </>
    );
  }
  return (
    <div className="page" data-testid="page-reading-quiz">
      <NavBar title={t('readingQuiz.title')} onBack={back} />
      <main className="page__body">{body}</main>
    </div>
  );
}
