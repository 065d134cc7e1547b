/** A time series (e.g. vocabulary size over time) with an optional range band (low–high) around it. */
import { useCallback } from 'react';
import { currentLanguage } from '../../i18n';
import { ChartCanvas } from './ChartCanvas';
import { withAlpha } from './theme';

export interface SeriesPoint {
  /** ISO date-time */
  at: string;
  value: number;
  low?: number;
  high?: number;
}

interface LineChartProps {
  points: readonly SeriesPoint[];
  /** Text alternative of the whole chart. */
  label: string;
  /** Tooltip text of a point. */
  describe: (point: SeriesPoint) => string;
  height?: number;
  testId?: string;
}

const DAY = 86_400_000;

export function LineChart({ points, label, describe, height = 180, testId }: LineChartProps) {
  const build = useCallback(
    (theme: { primary: string; line: string }) => {
      const xs = points.map((p) => Date.parse(p.at));
      const first = Math.min(...xs);
      const last = Math.max(...xs);
      const pad = Math.max((last - first) * 0.06, 2 * DAY);
      // Ticks on whole days (UTC midnights, labelled as such), three or four of them.
      const step = DAY * Math.max(1, Math.ceil((last - first + 2 * pad) / DAY / 3));
      const min = Math.floor((first - pad) / step) * step;
      const max = Math.ceil((last + pad) / step) * step;
      const date = new Intl.DateTimeFormat(currentLanguage(), { month: 'short', day: 'numeric' });
      const tickDate = new Intl.DateTimeFormat(currentLanguage(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
      const series = (pick: (p: SeriesPoint) => number | undefined) =>
        points.map((p, i) => ({ x: xs[i] as number, y: pick(p) ?? p.value }));
      const band = points.some((p) => p.low !== undefined && p.high !== undefined);
      // One result has no area to fill: its range is drawn as two dashes above and below the point.
      const single = points.length === 1;
      const bound = {
        pointRadius: single ? 9 : 0,
        pointStyle: 'line' as const,
        pointBorderColor: withAlpha(theme.primary, 0.55),
        pointBorderWidth: 2,
        pointHitRadius: 0,
        borderWidth: 0,
      };
      return {
        type: 'line' as const,
        data: {
          datasets: [
            ...(band
              ? [
                  { data: series((p) => p.low), ...bound, fill: false },
                  { data: series((p) => p.high), ...bound, fill: '-1', backgroundColor: withAlpha(theme.primary, 0.15) },
                ]
              : []),
            {
              data: series((p) => p.value),
              borderColor: theme.primary,
              backgroundColor: theme.primary,
              borderWidth: 2,
              pointRadius: 3,
              tension: 0.25,
            },
          ],
        },
        options: {
          layout: { padding: { top: 6, right: 8 } },
          scales: {
            x: {
              type: 'linear' as const,
              min,
              max,
              grid: { display: false },
              ticks: {
                stepSize: step,
                autoSkip: false,
                maxRotation: 0,
                callback: (v: number | string) => (Number(v) % step === 0 ? tickDate.format(Number(v)) : ''),
              },
            },
            y: {
              beginAtZero: true,
              grid: { color: theme.line },
              ticks: { maxTicksLimit: 5, precision: 0 },
            },
          },
          plugins: {
            legend: { display: false },
            tooltip: {
              filter: (item: { datasetIndex: number; chart: { data: { datasets: unknown[] } } }) =>
                item.datasetIndex === item.chart.data.datasets.length - 1,
              callbacks: {
                title: (items: { dataIndex: number }[]) => date.format(xs[items[0]?.dataIndex ?? 0] ?? 0),
                label: (item: { dataIndex: number }) => describe(points[item.dataIndex] as SeriesPoint),
              },
            },
          },
        },
      };
    },
    [points, describe],
  );
  return <ChartCanvas build={build} label={label} height={height} testId={testId} />;
}
