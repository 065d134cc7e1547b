/** One question: the word, four meanings and "I don't know", with the test's progress and the previous answer. */
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from 'react-i18next';
import type { VocabRun } from './use-vocab-run';

type QuestionRun = Extract<VocabRun, { phase: 'question' }>;

export function VocabQuestionView({
  run,
  onAnswer,
  onResend,
}: {
  run: QuestionRun;
  onAnswer: (choice: string | null) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const { question, asked, maxQuestions, last, sending, failed } = run;
  const busy = sending !== null;
  return (
    <>
      <div className="vocab-progress" data-testid="vocab-progress">
        <span className="muted">{t('vocabTest.progress', { n: asked + 1, max: maxQuestions })}</span>
        <ProgressBar percent={(asked / maxQuestions) * 100} />
      </div>
      <section className="card vocab-question" data-testid="vocab-question" data-entry-id={question.entryId}>
        <p className="muted">{t('vocabTest.prompt')}</p>
        <h2 className="vocab-question__word" data-testid="vocab-word" lang={run.lang}>
          {question.word}
        </h2>
        <div className="vocab-question__choices">
          {question.choices.map((choice, i) => (
            <Button
              key={choice}
              block
              className="vocab-choice"
              disabled={busy}
              loading={busy && sending?.answer === choice && !failed}
              onClick={() => onAnswer(choice)}
              data-testid={`vocab-choice-${i}`}
            >
              {choice}
            </Button>
          ))}
          <Button block fill="none" className="vocab-skip" disabled={busy} onClick={() => onAnswer(null)} data-testid="vocab-skip">
            {t('vocabTest.dontKnow')}
          </Button>
        </div>
        {failed && (
          <div className="vocab-question__failed" role="alert">
            <span>{t('vocabTest.answerFailed')}</span>
            <Button size="small" color="primary" onClick={onResend} data-testid="vocab-resend">
              {t('vocabTest.resend')}
            </Button>
          </div>
        )}
      </section>
      {last && (
        <p className={`vocab-last vocab-last--${last.outcome}`} data-testid="vocab-last">
          <span className="vocab-last__label">{t('vocabTest.previous')}</span>
          <strong>{last.word}</strong>
          <span>{last.expected}</span>
          <span className="vocab-last__outcome">
            {t(
              last.outcome === 'right'
                ? 'vocabTest.previousRight'
                : last.outcome === 'wrong'
                  ? 'vocabTest.previousWrong'
                  : 'vocabTest.previousSkipped',
            )}
          </span>
        </p>
      )}
    </>
  );
}
