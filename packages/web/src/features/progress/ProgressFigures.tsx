/**
 * The figures of a learner's progress, the same on their own page and on a mentor's page of them:
 * learned, known now, mature, streak and today's study; true retention of young and mature reviews
 * and the words expected to be known in 30 days (defined in core `rules/figures.ts`).
 */
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { formatNumber } from '../vocab-test/format';
import type { Progress } from './api/progress';

export function Stat({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <div className="stat">
      <div className="stat__value" data-testid={testId}>
        {value}
      </div>
      <div className="stat__label">{label}</div>
    </div>
  );
}

export function ProgressFigures({ data, testIdPrefix }: { data: Progress; testIdPrefix: 'progress' | 'student' }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const share = (v: number | null) => (v === null ? t('progress.none') : percent.format(v));
  const expected = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(data.expectedKnown30);
  return (
    <>
      <section className="card">
        <div className="stats">
          <Stat value={formatNumber(data.learned, lang)} label={t('progress.learned')} testId={`${testIdPrefix}-learned`} />
          <Stat value={formatNumber(data.known, lang)} label={t('progress.known')} testId={`${testIdPrefix}-known`} />
          <Stat value={formatNumber(data.mature, lang)} label={t('progress.mature')} testId={`${testIdPrefix}-mature`} />
          <Stat value={formatNumber(data.streak, lang)} label={t('progress.streak')} testId={`${testIdPrefix}-streak`} />
        </div>
        <p className="muted progress-today" data-testid={`${testIdPrefix}-today`}>
          {t('progress.today', { reviews: data.reviewsToday, minutes: Math.round(data.minutesToday) })}
        </p>
      </section>
      <section className="card" data-testid={`${testIdPrefix}-memory`}>
        <h2 className="card__title">{t('progress.memoryTitle')}</h2>
        <div className="stats">
          <Stat value={share(data.retention.young)} label={t('progress.retentionYoung')} testId={`${testIdPrefix}-retention-young`} />
          <Stat value={share(data.retention.mature)} label={t('progress.retentionMature')} testId={`${testIdPrefix}-retention-mature`} />
          <Stat value={share(data.retention30d)} label={t('progress.retention')} testId={`${testIdPrefix}-retention`} />
          <Stat
            value={formatNumber(Math.round(data.expectedKnown30), lang)}
            label={t('progress.expectedKnown')}
            testId={`${testIdPrefix}-expected-known`}
          />
        </div>
        <p className="muted progress-hint">{t('progress.expectedKnownHint', { n: expected })}</p>
        <p className="muted progress-hint">{t('progress.retentionHint')}</p>
      </section>
    </>
  );
}
