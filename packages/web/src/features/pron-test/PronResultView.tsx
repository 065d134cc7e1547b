/** A submitted test: the score, then each question with the learner's answer and the right one. */
import type { PronResult, PronTest } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { AudioButton } from '../audio';
import { Highlighted } from './PronQuestionView';

export function PronResultView({ test, result, onAgain }: { test: PronTest; result: PronResult; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card pron-result" data-testid="pron-result">
      <h2 className="card__title">{t('pronTest.resultTitle')}</h2>
      <p className="pron-result__score" data-testid="pron-score">
        {t('pronTest.score', { score: result.score, total: result.total })}
      </p>
      <ol className="pron-result__list">
        {result.results.map((r) => {
          const q = test.questions[r.questionId];
          return (
            <li
              key={r.questionId}
              className={`pron-result__item pron-result__item--${r.correct ? 'right' : 'wrong'}`}
              data-testid="pron-result-item"
            >
              <div className="pron-result__what" lang={test.lang}>
                {q?.context ? <Highlighted text={q.context} part={q.highlight} /> : q?.prompt || r.reveal?.text}
                {r.reveal && <AudioButton text={r.reveal.text} lang={r.reveal.lang} size="small" />}
              </div>
              <div className="pron-result__answers">
                <span>
                  {t('pronTest.yourAnswer')} <strong>{r.given ?? t('pronTest.skipped')}</strong>
                </span>
                {!r.correct && (
                  <span>
                    {t('pronTest.rightAnswer')} <strong>{r.expected}</strong>
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <Button color="primary" block onClick={onAgain} data-testid="pron-again">
        {t('pronTest.again')}
      </Button>
    </section>
  );
}
