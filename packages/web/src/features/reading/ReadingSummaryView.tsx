/**
 * Before opening an article: how much of it the learner knows ("you know N% of its words"), its
 * words by status, its most frequent new words with their meanings, and "start reading" or
 * "continue at page n".
 */
import type { ReadingSummary } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

interface ReadingSummaryViewProps {
  summary: ReadingSummary;
  title: string;
  onOpen(page: number): void;
}

export function ReadingSummaryView({ summary, title, onOpen }: ReadingSummaryViewProps) {
  const { t } = useTranslation();
  const { book, counts, position } = summary;
  const resume = position !== null && position.page > 1 && position.page <= book.pages ? position.page : null;
  return (
    <>
      <section className="card rd-summary" data-testid="reading-summary">
        <h2 className="rd-summary__title" lang={book.lang}>
          {title}
        </h2>
        <p className="rd-summary__known" data-testid="reading-known-percent" data-percent={summary.knownPercent}>
          {t('reading.knownPercent', { percent: summary.knownPercent })}
        </p>
        <div className="rd-meter" aria-hidden="true">
          <span className="rd-meter__bar" style={{ width: `${summary.knownPercent}%` }} />
        </div>
        <p className="rd-summary__facts">{t('reading.facts', { words: summary.words, pages: book.pages })}</p>
        <ul className="rd-summary__counts">
          {(['new', 'learning', 'known', 'ignored'] as const).map((s) => (
            <li key={s}>
              <span className={`rd-dot rd-${s}`} aria-hidden="true" />
              {t(`reading.status.${s}`)} <strong>{counts[s]}</strong>
            </li>
          ))}
        </ul>
        <div className="rd-summary__actions">
          {resume !== null ? (
            <>
              <Button block color="primary" size="large" onClick={() => onOpen(resume)} data-testid="reading-continue">
                {t('reading.continueAt', { page: resume })}
              </Button>
              <Button block onClick={() => onOpen(1)} data-testid="reading-from-start">
                {t('reading.fromStart')}
              </Button>
            </>
          ) : (
            <Button block color="primary" size="large" disabled={book.pages === 0} onClick={() => onOpen(1)} data-testid="reading-start">
              {t('reading.start')}
            </Button>
          )}
        </div>
      </section>
      <section className="card card--flush" data-testid="reading-new-words">
        <h2 className="card__title rd-summary__list-title">{t('reading.newWordsTitle', { count: summary.newWords.length })}</h2>
        {summary.newWords.length === 0 ? (
          <p className="rd-summary__empty">{t('reading.noNewWords')}</p>
        ) : (
          <ul className="rd-newwords">
            {summary.newWords.map((w) => (
              <li key={w.entryId} className="rd-newwords__row">
                <span className="rd-newwords__word" lang={book.lang}>
                  {w.lemma}
                  {w.reading && w.reading !== w.lemma && <span className="rd-newwords__reading"> {w.reading}</span>}
                </span>
                <span className="rd-newwords__meaning">{w.meaning}</span>
                <span className="rd-newwords__count">{t('reading.times', { count: w.count })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
