/** A submitted test: the score, then each question with the learner's answer and the right one. */
import type { PronResult } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { AudioButton } from '../audio';
import { Highlighted } from './PronQuestionView';

export function PronResultView({ result, past, onAgain }: { result: PronResult; past: boolean; onAgain: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card pron-result" data-testid="pron-result">
      <h2 className="card__title">{t('pronTest.resultTitle')}</h2>
      {past && <p className="muted">{new Date(result.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</p>}
      <p className="pron-result__score" data-testid="pron-score">
        {t('pronTest.score', { score: result.score, total: result.total })}
      </p>
      <ol className="pron-result__list">
        {result.results.map((r) => {
          return (
            <li
              key={r.questionId}
              className={`pron-result__item pron-result__item--${r.correct ? 'right' : 'wrong'}`}
              data-testid="pron-result-item"
            >
              <div className="pron-result__what" lang={result.lang}>
                {r.context ? <Highlighted text={r.context} part={r.highlight} /> : r.prompt || r.reveal?.text}
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
        {t(past ? 'pronTest.backToTest' : 'pronTest.again')}
      </Button>
    </section>
  );
}
