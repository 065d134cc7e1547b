/**
 * A canvas drawn by the lazily loaded chart library. The config is built once the library is
 * there (so callers pass a builder, memoized on their data); the canvas carries a text
 * alternative (`label`). While the chunk loads the frame keeps its height; a failed load offers a retry.
 */
import type { ChartConfiguration, ChartType } from 'chart.js';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartLibrary, loadCharts, loadedCharts } from './load-charts';
import { type ChartTheme, chartTheme } from './theme';
import './charts.css';

export type ChartBuilder<T extends ChartType> = (theme: ChartTheme) => ChartConfiguration<T>;

interface ChartCanvasProps<T extends ChartType> {
  build: ChartBuilder<T>;
  /** What the chart shows, for screen readers. */
  label: string;
  height: number;
  testId?: string;
}

function useChartLibrary() {
  const [lib, setLib] = useState<ChartLibrary | null>(loadedCharts);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load after a failure
  useEffect(() => {
    if (lib) return;
    let live = true;
    loadCharts().then(
      (loaded) => live && setLib(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [lib, attempt]);
  return {
    lib,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

export function ChartCanvas<T extends ChartType>({ build, label, height, testId }: ChartCanvasProps<T>) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { lib, failed, retry } = useChartLibrary();

  useEffect(() => {
    if (!lib || !canvas.current) return;
    const theme = chartTheme();
    lib.Chart.defaults.font.family = theme.font;
    lib.Chart.defaults.color = theme.muted;
    const chart = new lib.Chart(canvas.current, build(theme) as ChartConfiguration);
    return () => chart.destroy();
  }, [lib, build]);

  return (
    <div className="chart" style={{ height }} data-testid={testId} data-ready={lib ? 'true' : 'false'}>
      {failed ? (
        <div className="chart__failed" role="alert">
          <span>{t('progress.chartFailed')}</span>
          <Button size="mini" onClick={retry} data-testid="chart-retry">
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <canvas ref={canvas} role="img" aria-label={label} />
      )}
    </div>
  );
}
