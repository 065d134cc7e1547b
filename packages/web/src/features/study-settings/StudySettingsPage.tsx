/**
 * Study settings (#/pages/settings/study): new words a day (0-200) and the desired retention
 * (0.70-0.97: higher means fewer forgotten words and more reviews), with the state of the
 * learner's personalized FSRS weights.
 */
import { DEFAULT_DESIRED_RETENTION, MAX_DAILY_NEW, MAX_DESIRED_RETENTION, MIN_DESIRED_RETENTION } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
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
import './study-settings.css';

const percent = (r: number) => `${Math.round(r * 100)}%`;

function SettingsForm({ settings }: { settings: StudySettings }) {
  const { t } = useTranslation();
  const save = useSaveStudySettings();
  const [dailyNew, setDailyNew] = useState(settings.dailyNew);
  const [retention, setRetention] = useState(settings.desiredRetention);
  const changed = dailyNew !== settings.dailyNew || retention !== settings.desiredRetention;
  const submit = () => save.mutate({ dailyNew, desiredRetention: retention }, { onSuccess: () => toast(t('studySettings.saved')) });
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
        <p className="muted study-settings__fsrs" data-testid="settings-fsrs">
          {settings.personalized
            ? t('studySettings.personalized', { date: fitted, count: settings.fittedFromLogs })
            : t('studySettings.defaultWeights')}
        </p>
      </section>
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
