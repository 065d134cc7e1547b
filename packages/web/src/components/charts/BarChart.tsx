/** Counts per category (e.g. due reviews for each of the next 7 days); one bar can be highlighted. */
import { useCallback } from 'react';
import { ChartCanvas } from './ChartCanvas';
import { withAlpha } from './theme';

interface BarChartProps {
  labels: readonly string[];
  values: readonly number[];
  /** Text alternative of the whole chart. */
  label: string;
  /** Tooltip text of a bar. */
  describe: (value: number, index: number) => string;
  /** Index of the bar drawn in full colour (the others lighter). */
  highlight?: number;
  height?: number;
  testId?: string;
}

export function BarChart({ labels, values, label, describe, highlight, height = 160, testId }: BarChartProps) {
  const build = useCallback(
    (theme: { primary: string; line: string }) => ({
      type: 'bar' as const,
      data: {
        labels: [...labels],
        datasets: [
          {
            data: [...values],
            backgroundColor: values.map((_, i) =>
              highlight === undefined || i === highlight ? theme.primary : withAlpha(theme.primary, 0.45),
            ),
            borderRadius: 4,
            maxBarThickness: 28,
          },
        ],
      },
      options: {
        layout: { padding: { top: 6 } },
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, grid: { color: theme.line }, ticks: { precision: 0, maxTicksLimit: 5 } },
        },
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item: { dataIndex: number }) => describe(values[item.dataIndex] ?? 0, item.dataIndex) } },
        },
      },
    }),
    [labels, values, describe, highlight],
  );
  return <ChartCanvas build={build} label={label} height={height} testId={testId} />;
}
