/** "Points history ›" under the daily and total points: opens the ledger records. */
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { POINTS_PATHS } from './paths';
import './points.css';

export function PointsRecordsLink({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className="points-link" onClick={() => navigate(POINTS_PATHS.records)} data-testid={testId}>
      {t('pointsUx.viewRecords')}
      <RightOutline />
    </button>
  );
}
