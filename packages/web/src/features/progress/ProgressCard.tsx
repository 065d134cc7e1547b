/** The study tab's progress summary: learned, known now, streak and reviews due tomorrow (the learner's day), linking to the page. */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage } from '../../i18n';
import { formatNumber } from '../vocab-test/format';
import { useProgressQuery } from './api/progress';
import { addDays } from './days';
import { PROGRESS_PATH } from './paths';
import { dueOn, hasStudied } from './summary';
import './progress-card.css';

export function ProgressCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const progress = useProgressQuery();
  const lang = currentLanguage();

  let body: ReactNode;
  if (progress.isPending) body = <p className="muted">{t('common.loading')}</p>;
  else if (progress.isError)
    body = (
      <div className="progress-card__failed" role="alert">
        <span className="muted">{t('progress.loadFailed')}</span>
        <Button size="mini" onClick={() => void progress.refetch()} data-testid="progress-card-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  else if (!hasStudied(progress.data)) body = <p className="muted">{t('progress.cardEmpty')}</p>;
  else {
    const p = progress.data;
    const tomorrow = addDays(p.today, 1);
    const cells: [string, number, string][] = [
      [t('progress.learned'), p.learned, 'progress-card-learned'],
      [t('progress.known'), p.known, 'progress-card-known'],
      [t('progress.cardStreak'), p.streak, 'progress-card-streak'],
      [t('progress.cardDueTomorrow'), dueOn(p, tomorrow), 'progress-card-due'],
    ];
    body = (
      <div className="progress-card__grid">
        {cells.map(([label, value, testId]) => (
          <div key={testId} className="progress-card__cell">
            <div className="progress-card__value" data-testid={testId}>
              {formatNumber(value, lang)}
            </div>
            <div className="progress-card__label">{label}</div>
          </div>
        ))}
      </div>
    );
  }

  return (
    <section className="card" data-testid="card-progress-summary">
      <div className="progress-card__head">
        <h2 className="card__title">{t('progress.title')}</h2>
        <Button size="mini" fill="none" color="primary" onClick={() => navigate(PROGRESS_PATH)} data-testid="progress-card-more">
          {t('progress.cardMore')}
        </Button>
      </div>
      {body}
    </section>
  );
}
