/** Finished tests of the learning language: a chart of the estimates with their ranges, and the list. */
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../components/charts';
import { currentLanguage } from '../../i18n';
import type { VocabHistoryItem } from './api/vocab-test';
import { useEstimateSeries } from './estimate-series';
import { formatDate, formatNumber } from './format';

export function VocabHistory({ items }: { items: readonly VocabHistoryItem[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { points, describe } = useEstimateSeries(items);
  return (
    <section className="card" data-testid="vocab-history">
      <h2 className="card__title">{t('vocabTest.historyTitle')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('vocabTest.historyEmpty')}</p>
      ) : (
        <>
          <LineChart points={points} label={t('vocabTest.historyChart')} describe={describe} testId="vocab-history-chart" />
          <ul className="vocab-history">
            {[...items].reverse().map((item) => (
              <li key={item.id} className="vocab-history__item" data-testid="vocab-history-item">
                <span className="vocab-history__date">{formatDate(item.at, lang)}</span>
                <span className="vocab-history__value">
                  {t('vocabTest.historyPoint', {
                    value: formatNumber(item.estimate, lang),
                    low: formatNumber(item.low, lang),
                    high: formatNumber(item.high, lang),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
