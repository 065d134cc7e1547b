/** A submitted question: the prompt, the learner's answer and the right one, marked right or wrong. */
import { type AttemptQuestion, ORDER_SEPARATOR } from '@qfl/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AudioButton } from '../../audio';
import { Prompt } from './QuestionView';

function shown(t: TFunction, q: AttemptQuestion, answer: string | null): string {
  if (answer === null) return t('exam.noAnswer');
  if (q.kind === 'true-false') return t(answer === 'true' ? 'exam.true' : answer === 'false' ? 'exam.false' : 'exam.noAnswer');
  return answer;
}

function Lines({ text }: { text: string }) {
  const lines = text.split(ORDER_SEPARATOR);
  if (lines.length === 1) return <>{text}</>;
  return (
    <ol className="exam-review__lines">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ol>
  );
}

export function ReviewedQuestion({ question, number }: { question: AttemptQuestion; number: number }) {
  const { t } = useTranslation();
  const right = question.correct === true;
  return (
    <article
      className={`card exam-review exam-review--${right ? 'right' : 'wrong'}`}
      data-testid="exam-reviewed"
      data-kind={question.kind}
      data-correct={right}
    >
      <header className="exam-q__head">
        <span className="exam-q__number">{number}</span>
        <span className="muted">{t(`exam.kinds.${question.kind}`)}</span>
        <span className={`exam-review__mark exam-review__mark--${right ? 'right' : 'wrong'}`}>
          {right ? t('exam.right') : t('exam.wrong')}
        </span>
      </header>
      {question.audio && (
        <div className="exam-q__audio">
          <AudioButton text={question.audio.text} lang={question.audio.lang} size="middle" label={t('exam.listen')} />
          <span lang={question.audio.lang}>{question.audio.text}</span>
        </div>
      )}
      {question.prompt && <Prompt text={question.prompt} lang={question.lang} />}
      {question.detail && (
        <p className="exam-q__detail muted">
          {question.kind === 'true-false' ? question.detail : t('exam.hint', { hint: question.detail })}
        </p>
      )}
      <dl className="exam-review__answers">
        <dt>{t('exam.yourAnswer')}</dt>
        <dd data-testid="exam-given">
          <Lines text={shown(t, question, question.given)} />
        </dd>
        {!right && (
          <>
            <dt>{t('exam.rightAnswer')}</dt>
            <dd data-testid="exam-expected">
              <Lines text={shown(t, question, question.expected)} />
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}
