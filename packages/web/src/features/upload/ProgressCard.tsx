/** The one progress bar of an upload: which stage the work is in and how far along it is. */
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from 'react-i18next';
import type { Stage } from './progress';

export function ProgressCard({ stage, percent }: { stage: Stage; percent: number }) {
  const { t } = useTranslation();
  return (
    <section className="card up-progress" aria-live="polite" data-testid="upload-progress" data-stage={stage}>
      <p className="up-progress__stage">{t(`upload.stage.${stage}`)}</p>
      <ProgressBar percent={percent} text />
      <p className="muted">{t('upload.progressHint')}</p>
    </section>
  );
}
