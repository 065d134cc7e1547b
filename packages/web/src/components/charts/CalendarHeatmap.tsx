/** Study days as a calendar heatmap: weeks by weekdays, darker for busier days, ending this week. */
import type { ScriptableContext } from 'chart.js';
import type {} from 'chartjs-chart-matrix';
import { useCallback, useMemo } from 'react';
import { currentLanguage } from '../../i18n';
import { type HeatCell, type StudyDay, calendarCells } from './calendar-grid';
import { ChartCanvas } from './ChartCanvas';
import { chartTheme, withAlpha } from './theme';

interface CalendarHeatmapProps {
  days: readonly StudyDay[];
  /** Today's key (YYYY-MM-DD) in the user's zone. */
  today: string;
  weeks?: number;
  /** Text alternative of the whole chart. */
  label: string;
  /** Tooltip text of a day. */
  describe: (cell: HeatCell) => string;
  less: string;
  more: string;
  testId?: string;
}

const ALPHAS = [0.25, 0.45, 0.7, 1];
const levelColor = (level: number, primary: string, empty: string) => (level === 0 ? empty : withAlpha(primary, ALPHAS[level - 1] ?? 1));

export function CalendarHeatmap({ days, today, weeks = 26, label, describe, less, more, testId }: CalendarHeatmapProps) {
  const grid = useMemo(() => calendarCells(days, today, weeks), [days, today, weeks]);
  const build = useCallback(
    (theme: { primary: string; line: string }) => {
      const lang = currentLanguage();
      const monthName = new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' });
      const weekdayName = new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' });
      // 2024-01-01 was a Monday: row y is that date + y days.
      const weekday = (y: number) => weekdayName.format(Date.UTC(2024, 0, 1 + y));
      // A month label needs room: one that the next label follows within 3 columns is left out.
      const labelled = grid.months.filter((m, i) => (grid.months[i + 1]?.x ?? Number.POSITIVE_INFINITY) - m.x >= 3);
      const monthAt = new Map(labelled.map((m) => [m.x, monthName.format(Date.UTC(2024, m.month, 15))]));
      // One tick per column and per row (the scales' own ticks would sit on the half steps).
      const integerTicks = (count: number) => (scale: { ticks: { value: number }[] }) => {
        scale.ticks = Array.from({ length: count }, (_, value) => ({ value }));
      };
      const cellSize = (ctx: ScriptableContext<'matrix'>) => {
        const area = ctx.chart.chartArea;
        if (!area) return 0;
        return Math.max(1, Math.min(area.width / weeks, area.height / 7) - 2);
      };
      return {
        type: 'matrix' as const,
        data: {
          datasets: [
            {
              data: grid.cells.map((c) => ({ x: c.x, y: c.y, v: c.level })),
              width: cellSize,
              height: cellSize,
              borderRadius: 2,
              backgroundColor: (ctx: ScriptableContext<'matrix'>) =>
                levelColor(grid.cells[ctx.dataIndex]?.level ?? 0, theme.primary, theme.line),
            },
          ],
        },
        options: {
          scales: {
            x: {
              type: 'linear' as const,
              min: -0.5,
              max: weeks - 0.5,
              position: 'top' as const,
              afterBuildTicks: integerTicks(weeks),
              grid: { display: false },
              border: { display: false },
              ticks: {
                stepSize: 1,
                autoSkip: false,
                maxRotation: 0,
                font: { size: 10 },
                callback: (v: number | string) => monthAt.get(Number(v)) ?? '',
              },
            },
            y: {
              type: 'linear' as const,
              min: -0.5,
              max: 6.5,
              reverse: true,
              afterBuildTicks: integerTicks(7),
              grid: { display: false },
              border: { display: false },
              ticks: {
                autoSkip: false,
                font: { size: 10 },
                callback: (v: number | string) => (Number(v) % 2 === 0 && Number(v) < 6 ? weekday(Number(v)) : ''),
              },
            },
          },
          plugins: {
            legend: { display: false },
            tooltip: {
              callbacks: {
                title: () => '',
                label: (item: { dataIndex: number }) => describe(grid.cells[item.dataIndex] as HeatCell),
              },
            },
          },
        },
      };
    },
    [grid, weeks, describe],
  );
  const theme = chartTheme();
  return (
    <div>
      <ChartCanvas build={build} label={label} height={118} testId={testId} />
      <div className="chart-legend" aria-hidden="true">
        <span>{less}</span>
        {[0, 1, 2, 3, 4].map((level) => (
          <span key={level} className="chart-legend__swatch" style={{ background: levelColor(level, theme.primary, theme.line) }} />
        ))}
        <span>{more}</span>
      </div>
    </div>
  );
}
