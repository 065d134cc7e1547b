/**
 * The personal memory model on the study settings page:
 * - `RetentionHelperTable`: per desired retention, the expected reviews a day (with a bar) and the
 *   expected known words in 30 days, simulated on the learner's own cards; the row nearest the
 *   chosen retention is marked.
 * - `FitCard`: the last fit of the FSRS weights (date, reviews used, log loss and RMSE(bins)
 *   before → after, whether the new weights were kept) or "not personalised yet", and the
 *   reschedule action (every card's due date recomputed from its reviews).
 */
import { OPTIMIZE_MIN_LOGS, type StudySettings } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { useReschedule, useRetentionHelperQuery } from './api/study-settings';

const percent = (r: number) => `${Math.round(r * 100)}%`;
const fixed = (n: number) => n.toFixed(3);

export function RetentionHelperTable({ selected }: { selected: number }) {
  const { t } = useTranslation();
  const helper = useRetentionHelperQuery();
  if (!helper.data) return null;
  const { rows, days } = helper.data;
  const max = Math.max(1, ...rows.map((r) => r.dailyReviews));
  const nearest = rows.reduce<number | null>(
    (best, r) => (best === null || Math.abs(r.retention - selected) < Math.abs(best - selected) ? r.retention : best),
    null,
  );
  const count = (n: number) => Math.round(n).toLocaleString(currentLanguage());
  return (
    <div className="retention-helper" data-testid="retention-helper">
      <p className="retention-helper__title">{t('studySettings.helper.title', { days })}</p>
      <table className="retention-helper__table">
        <thead>
          <tr>
            <th>{t('studySettings.helper.retention')}</th>
            <th>{t('studySettings.helper.reviews')}</th>
            <th>{t('studySettings.helper.known', { days })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.retention}
              className={r.retention === nearest ? 'retention-helper__row--selected' : undefined}
              data-testid={`retention-helper-${Math.round(r.retention * 100)}`}
            >
              <td>{percent(r.retention)}</td>
              <td>
                <span className="retention-helper__bar" style={{ width: `${(48 * r.dailyReviews) / max}px` }} aria-hidden />
                {count(r.dailyReviews)}
              </td>
              <td>{count(r.knownAtEnd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted retention-helper__note">{t('studySettings.helper.note')}</p>
    </div>
  );
}

export function FitCard({ settings }: { settings: StudySettings }) {
  const { t } = useTranslation();
  const reschedule = useReschedule();
  // Read as optional: older servers answer without it.
  const fit = (settings as Partial<StudySettings>).fit ?? null;
  const kept = fit ? fit.logLossAfter < fit.logLossBefore : false;
  return (
    <section className="card" data-testid="settings-fit">
      <h2 className="card__title">{t('studySettings.fit.title')}</h2>
      {fit ? (
        <>
          <p data-testid="settings-fit-summary">
            {t('studySettings.fit.summary', {
              date: new Date(fit.at).toLocaleDateString(currentLanguage()),
              count: fit.reviews,
            })}
          </p>
          <dl className="fit-figures">
            <dt>{t('studySettings.fit.logLoss')}</dt>
            <dd data-testid="settings-fit-logloss">
              {fixed(fit.logLossBefore)} → {fixed(fit.logLossAfter)}
            </dd>
            <dt>{t('studySettings.fit.rmse')}</dt>
            <dd data-testid="settings-fit-rmse">
              {fixed(fit.rmseBefore)} → {fixed(fit.rmseAfter)}
            </dd>
          </dl>
          <p className="muted">{kept ? t('studySettings.fit.kept') : t('studySettings.fit.notBetter')}</p>
          <p className="muted">{t('studySettings.fit.lowerIsBetter')}</p>
        </>
      ) : (
        <p className="muted" data-testid="settings-fit-none">
          {t('studySettings.fit.none', { count: OPTIMIZE_MIN_LOGS })}
        </p>
      )}
      <Button
        block
        fill="outline"
        loading={reschedule.isPending}
        onClick={() => reschedule.mutate(undefined, { onSuccess: (r) => toast(t('studySettings.fit.rescheduled', { count: r.cards })) })}
        data-testid="settings-reschedule"
      >
        {t('studySettings.fit.reschedule')}
      </Button>
      <p className="muted study-settings__fsrs">{t('studySettings.fit.rescheduleHint')}</p>
    </section>
  );
}
