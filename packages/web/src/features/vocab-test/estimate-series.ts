/** Vocabulary estimates as a chart series with a range band, and how a point reads aloud. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesPoint } from '../../components/charts';
import { currentLanguage } from '../../i18n';
import { formatNumber } from './format';

export interface Estimate {
  at: string;
  estimate: number;
  low: number;
  high: number;
}

export function useEstimateSeries(items: readonly Estimate[]): { points: SeriesPoint[]; describe: (p: SeriesPoint) => string } {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const points = useMemo<SeriesPoint[]>(() => items.map((i) => ({ at: i.at, value: i.estimate, low: i.low, high: i.high })), [items]);
  const describe = useCallback(
    (p: SeriesPoint) =>
      t('vocabTest.historyPoint', {
        value: formatNumber(p.value, lang),
        low: formatNumber(p.low ?? p.value, lang),
        high: formatNumber(p.high ?? p.value, lang),
      }),
    [t, lang],
  );
  return { points, describe };
}
