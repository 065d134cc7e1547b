/**
 * Study settings (#/pages/settings/study): new words a day (0-200), the desired retention
 * (0.70-0.97: higher means fewer forgotten words and more reviews) beside the retention helper
 * (expected reviews a day and known words in 30 days per retention, simulated on the learner's
 * cards), the hour the learner's day starts, how today's reviews are asked (choice or active
 * recall), and the personalized FSRS weights: the last fit (reviews used, log loss and RMSE(bins)
 * before → after) and the reschedule action.
 */
import {
  DEFAULT_DAY_ROLLOVER_HOUR,
  DEFAULT_DESIRED_RETENTION,
  MAX_DAILY_NEW,
  MAX_DAY_ROLLOVER_HOUR,
  MAX_DESIRED_RETENTION,
  MIN_DAY_ROLLOVER_HOUR,
  MIN_DESIRED_RETENTION,
  REVIEW_MODES,
  type ReviewMode,
} from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import Slider from 'antd-mobile/es/components/slider';
import Stepper from 'antd-mobile/es/components/stepper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { QueryView } from '../homes/QueryView';
import { type StudySettings, useSaveStudySettings, useStudySettingsQuery } from './api/study-settings';
import { FitCard, RetentionHelperTable } from './FitCard';
import './study-settings.css';

const percent = (r: number) => `${Math.round(r * 100)}%`;
const isReviewMode = (v: unknown): v is ReviewMode => (REVIEW_MODES as readonly unknown[]).includes(v);

function SettingsForm({ settings }: { settings: StudySettings }) {
  const { t } = useTranslation();
  const save = useSaveStudySettings();
  const [dailyNew, setDailyNew] = useState(settings.dailyNew);
  const [retention, setRetention] = useState(settings.desiredRetention);
  // Read as optional: older servers answer without them.
  const savedHour = settings.dayRolloverHour ?? DEFAULT_DAY_ROLLOVER_HOUR;
  const savedMode: ReviewMode = isReviewMode(settings.reviewMode) ? settings.reviewMode : 'choice';
  const [hour, setHour] = useState(savedHour);
  const [mode, setMode] = useState<ReviewMode>(savedMode);
  const changed = dailyNew !== settings.dailyNew || retention !== settings.desiredRetention || hour !== savedHour || mode !== savedMode;
  const submit = () =>
    save.mutate(
      {
        dailyNew,
        desiredRetention: retention,
        ...(hour !== savedHour ? { dayRolloverHour: hour } : {}),
        ...(mode !== savedMode ? { reviewMode: mode } : {}),
      },
      { onSuccess: () => toast(t('studySettings.saved')) },
    );
  const fitted = settings.fittedAt ? new Date(settings.fittedAt).toLocaleDateString(currentLanguage()) : '';
  return (
    <>
      <section className="card">
        <h2 className="card__title">{t('studySettings.dailyNew')}</h2>
        <p className="muted">{t('studySettings.dailyNewHint', { max: MAX_DAILY_NEW })}</p>
        <Stepper
          className="study-settings__stepper"
          min={0}
          max={MAX_DAILY_NEW}
          step={5}
          digits={0}
          value={dailyNew}
          onChange={(v) => setDailyNew(Math.max(0, Math.min(MAX_DAILY_NEW, Math.round(v ?? 0))))}
          data-testid="settings-daily-new"
        />
      </section>
      <section className="card">
        <h2 className="card__title">{t('studySettings.retention')}</h2>
        <p className="study-settings__value" data-testid="settings-retention-value">
          {percent(retention)}
        </p>
        <Slider
          min={MIN_DESIRED_RETENTION}
          max={MAX_DESIRED_RETENTION}
          step={0.01}
          value={retention}
          onChange={(v) => setRetention(Math.round((Array.isArray(v) ? v[0] : v) * 100) / 100)}
          data-testid="settings-retention"
        />
        <div className="study-settings__scale">
          <span>{percent(MIN_DESIRED_RETENTION)}</span>
          <span>{percent(MAX_DESIRED_RETENTION)}</span>
        </div>
        <p className="muted">{t('studySettings.retentionHint', { value: percent(DEFAULT_DESIRED_RETENTION) })}</p>
        <RetentionHelperTable selected={retention} />
        <p className="muted study-settings__fsrs" data-testid="settings-fsrs">
          {settings.personalized
            ? t('studySettings.personalized', { date: fitted, count: settings.fittedFromLogs })
            : t('studySettings.defaultWeights')}
        </p>
      </section>
      <section className="card">
        <h2 className="card__title">{t('studySettings.reviewMode')}</h2>
        <Selector
          columns={2}
          value={[mode]}
          onChange={(v) => isReviewMode(v[0]) && setMode(v[0])}
          options={REVIEW_MODES.map((m) => ({
            value: m,
            label: <span data-testid={`settings-review-mode-${m}`}>{t(`studySettings.reviewModes.${m}`)}</span>,
          }))}
        />
        <p className="muted">{t(`studySettings.reviewModeHint.${mode}`)}</p>
      </section>
      <section className="card">
        <h2 className="card__title">{t('studySettings.rollover')}</h2>
        <p className="study-settings__value" data-testid="settings-rollover-value">
          {t('studySettings.rolloverAt', { hour: String(hour).padStart(2, '0') })}
        </p>
        <Stepper
          className="study-settings__stepper"
          min={MIN_DAY_ROLLOVER_HOUR}
          max={MAX_DAY_ROLLOVER_HOUR}
          step={1}
          digits={0}
          value={hour}
          onChange={(v) => setHour(Math.max(MIN_DAY_ROLLOVER_HOUR, Math.min(MAX_DAY_ROLLOVER_HOUR, Math.round(v ?? 0))))}
          data-testid="settings-rollover"
        />
        <p className="muted">{t('studySettings.rolloverHint', { hour: DEFAULT_DAY_ROLLOVER_HOUR })}</p>
      </section>
      <FitCard settings={settings} />
      <div className="study-settings__footer">
        <Button
          block
          color="primary"
          size="large"
          disabled={!changed}
          loading={save.isPending}
          onClick={submit}
          data-testid="settings-save"
        >
          {t('studySettings.save')}
        </Button>
      </div>
    </>
  );
}

export default function StudySettingsPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.personalCenter);
  const settings = useStudySettingsQuery();
  return (
    <div className="page" data-testid="page-study-settings">
      <NavBar title={t('studySettings.title')} onBack={back} />
      <main className="page__body">
        <QueryView query={settings}>{(data) => <SettingsForm key={settings.dataUpdatedAt} settings={data} />}</QueryView>
      </main>
    </div>
  );
}
