/** The end of a round: how many were right (at the first try), and the wrong ones to retry. */
import type { DictationSession } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

export function DictationSummaryView({
  session,
  onRetry,
  onAgain,
}: {
  session: DictationSession;
  onRetry: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const { summary } = session;
  const wrong = session.items.filter((i) => i.correct === false);
  return (
    <section className="card dictation-summary" data-testid="dictation-summary">
      <h2 className="card__title">{t('dictation.summaryTitle')}</h2>
      <p className="dictation-summary__score" data-testid="dictation-score">
        {t('dictation.summaryScore', { correct: summary.correct, total: summary.total })}
      </p>
      <p className="muted">{t('dictation.summaryFirstTry', { n: summary.firstTry })}</p>
      {wrong.length > 0 && (
        <>
          <h3 className="dictation-setup__label">{t('dictation.stillWrong', { n: wrong.length })}</h3>
          <ul className="dictation-summary__wrong" data-testid="dictation-wrong-list">
            {wrong.map((i) => (
              <li key={i.id} lang={i.lang}>
                {i.audio.text}
              </li>
            ))}
          </ul>
          <Button color="primary" block onClick={onRetry} data-testid="dictation-retry">
            {t('dictation.retryWrong', { n: wrong.length })}
          </Button>
        </>
      )}
      <Button block onClick={onAgain} data-testid="dictation-again">
        {t('dictation.again')}
      </Button>
    </section>
  );
}
