/**
 * Daily and total points side by side (a dash while loading): `PointsStats` reads the points
 * summary; `PointsStatsView` shows points a page already has (the study tab gets them with
 * today's words).
 */
import { formatCount, type PointsSummary } from '@qfl/core';
import { usePointsSummaryQuery } from './api/points';

interface ViewProps {
  labels: { daily: string; total: string };
  testIds: { daily: string; total: string };
}

const show = (n: number | undefined) => (n === undefined ? '–' : formatCount(n));

export function PointsStatsView({ labels, testIds, points }: ViewProps & { points: PointsSummary | undefined }) {
  return (
    <>
      <div className="stat">
        <div className="stat__value" data-testid={testIds.daily}>
          {show(points?.daily)}
        </div>
        <div className="stat__label">{labels.daily}</div>
      </div>
      <div className="stat">
        <div className="stat__value" data-testid={testIds.total}>
          {show(points?.total)}
        </div>
        <div className="stat__label">{labels.total}</div>
      </div>
    </>
  );
}

export function PointsStats(props: ViewProps) {
  const points = usePointsSummaryQuery();
  return <PointsStatsView {...props} points={points.data} />;
}
