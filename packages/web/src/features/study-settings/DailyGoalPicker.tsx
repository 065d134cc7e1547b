/** The daily goal (new words a day: 5, 10, 20, 30 or 50), saved as soon as one is tapped. */
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { useSaveStudySettings, useStudySettingsQuery } from './api/study-settings';
import './study-settings.css';

export const DAILY_GOALS = [5, 10, 20, 30, 50] as const;

export function DailyGoalPicker() {
  const { t } = useTranslation();
  const settings = useStudySettingsQuery();
  const save = useSaveStudySettings();
  const current = save.isPending ? save.variables?.dailyNew : settings.data?.dailyNew;
  return (
    <div data-testid="daily-goal">
      <Selector
        columns={5}
        value={current === undefined ? [] : [current]}
        disabled={!settings.data || save.isPending}
        options={DAILY_GOALS.map((n) => ({ value: n, label: <span data-testid={`daily-goal-${n}`}>{n}</span> }))}
        onChange={(values) => {
          const dailyNew = values[0];
          if (dailyNew === undefined || dailyNew === settings.data?.dailyNew) return;
          save.mutate({ dailyNew }, { onSuccess: (s) => toast(t('studySettings.goalSaved', { count: s.dailyNew })) });
        }}
      />
      <p className="muted daily-goal__hint">
        {current !== undefined && !(DAILY_GOALS as readonly number[]).includes(current)
          ? t('studySettings.goalCustom', { count: current })
          : t('studySettings.goalHint')}
      </p>
    </div>
  );
}
