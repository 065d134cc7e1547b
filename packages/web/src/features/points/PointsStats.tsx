/** Daily and total points side by side, from the points summary (a dash while loading). */
import { formatCount } from '@qfl/core';
import { usePointsSummaryQuery } from './api/points';

interface Props {
  labels: { daily: string; total: string };
  testIds: { daily: string; total: string };
}

const show = (n: number | undefined) => (n === undefined ? '–' : formatCount(n));

export function PointsStats({ labels, testIds }: Props) {
  const points = usePointsSummaryQuery();
  return (
    <>
      <div className="stat">
        <div className="stat__value" data-testid={testIds.daily}>
          {show(points.data?.daily)}
        </div>
        <div className="stat__label">{labels.daily}</div>
      </div>
      <div className="stat">
        <div className="stat__value" data-testid={testIds.total}>
          {show(points.data?.total)}
        </div>
        <div className="stat__label">{labels.total}</div>
      </div>
    </>
  );
}
