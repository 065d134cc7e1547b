/**
 * The quiz result: score (right / questions, %) and time from the server's summary, then each
 * mistake with the prompt, the answer given, the right answer, its audio and the new-words
 * toggle; retry the same quiz or set up a new one.
 */
import type { SessionSummary, StudySession } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { AudioButton } from '../audio';
import { QueryView } from '../homes/QueryView';
import { useSafeNavigate } from '../homes/use-safe-navigate';
import { fetchSummary } from './api/quiz';
import { MistakeNewWordsToggle } from './MistakeNewWordsToggle';
import { formatDuration, spokenText } from './quiz-run';

interface Props {
  session: StudySession;
  /** Every word of a new-words quiz is in the book already. */
  fromNewWords: boolean;
  onRetry: () => void;
  onNew: () => void;
  retrying: boolean;
}

function Mistakes({ summary, session, fromNewWords }: { summary: SessionSummary; session: StudySession; fromNewWords: boolean }) {
  const { t } = useTranslation();
  // Whether each mistaken word is in the new-words book already: the session's words say it.
  const inBook = new Set(session.words.flatMap((w) => (w.inNewWords && w.entryId !== null ? [w.entryId] : [])));
  if (summary.mistakes.length === 0) {
    return (
      <p className="quiz-perfect" data-testid="quiz-no-mistakes">
        {t('quiz.noMistakes')}
      </p>
    );
  }
  return (
    <ul className="quiz-mistakes">
      {summary.mistakes.map((m) => {
        const item = session.items.find((i) => i.id === m.itemId);
        const lang = item?.lang ?? 'en';
        return (
          <li key={m.itemId} className="quiz-mistake" data-testid="quiz-mistake" data-entry={m.entryId ?? undefined}>
            <div className="quiz-mistake__head">
              <span className="quiz-mistake__prompt" data-testid="quiz-mistake-prompt">
                {m.prompt}
              </span>
              <AudioButton text={spokenText(item?.kind ?? 'meaning-choice', m.prompt, m.expected)} lang={lang} size="small" />
            </div>
            <p className="quiz-mistake__line quiz-mistake__line--given">
              {t('quiz.yourAnswer')}: <span data-testid="quiz-mistake-given">{m.given || '—'}</span>
            </p>
            <p className="quiz-mistake__line quiz-mistake__line--expected">
              {t('quiz.rightAnswer')}: <span data-testid="quiz-mistake-expected">{m.expected}</span>
            </p>
            {m.entryId !== null && <MistakeNewWordsToggle entryId={m.entryId} initial={fromNewWords || inBook.has(m.entryId)} />}
          </li>
        );
      })}
    </ul>
  );
}

export function QuizResult({ session, fromNewWords, onRetry, onNew, retrying }: Props) {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const summary = useQuery({
    queryKey: ['quiz-summary', session.id],
    queryFn: () => fetchSummary(session.id),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="quiz-result" data-testid="quiz-result">
      <QueryView query={summary} testId="quiz-summary-failed">
        {(s) => {
          const percent = s.items > 0 ? Math.round((s.correctFirstTry / s.items) * 100) : 0;
          return (
            <>
              <section className="card quiz-score">
                <p className="quiz-score__big" data-testid="quiz-score">
                  {t('quiz.score', { right: s.correctFirstTry, total: s.items })}
                </p>
                <p className="quiz-score__percent" data-testid="quiz-percent">
                  {percent}%
                </p>
                <p className="muted" data-testid="quiz-time">
                  {t('quiz.time', { time: formatDuration(s.ms) })}
                </p>
              </section>
              <section className="card">
                <h2 className="card__title">{t('quiz.mistakes', { count: s.mistakes.length })}</h2>
                <Mistakes summary={s} session={session} fromNewWords={fromNewWords} />
              </section>
            </>
          );
        }}
      </QueryView>
      <div className="quiz-result__actions">
        <Button color="primary" loading={retrying} onClick={onRetry} data-testid="quiz-retry">
          {t('quiz.retry')}
        </Button>
        <Button onClick={onNew} data-testid="quiz-new">
          {t('quiz.newQuiz')}
        </Button>
      </div>
      <Button block fill="none" onClick={() => go(PATHS.study)} data-testid="quiz-back-study">
        {t('quiz.backToStudy')}
      </Button>
    </div>
  );
}
