/** The charts of the progress page: study calendar, 30-day workload, vocabulary size over time. */
import Button from 'antd-mobile/es/components/button';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BarChart, CalendarHeatmap, type HeatCell, LineChart } from '../../components/charts';
import { currentLanguage } from '../../i18n';
import { useEstimateSeries } from '../vocab-test/estimate-series';
import { formatNumber } from '../vocab-test/format';
import { VOCAB_TEST_PATH } from '../vocab-test/paths';
import type { Progress } from './api/progress';
import { shortDate } from './days';

export function StudyCalendar({ calendar, today }: { calendar: Progress['calendar']; today: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const describe = useCallback(
    (c: HeatCell) => t('progress.calendarDay', { day: shortDate(c.day, lang), reviews: c.reviews, minutes: Math.round(c.minutes) }),
    [t, lang],
  );
  return (
    <section className="card" data-testid="progress-calendar">
      <h2 className="card__title">{t('progress.calendarTitle')}</h2>
      <CalendarHeatmap
        days={calendar}
        today={today}
        label={t('progress.calendarChart')}
        describe={describe}
        less={t('progress.less')}
        more={t('progress.more')}
        testId="progress-calendar-chart"
      />
    </section>
  );
}

/** Reviews due on each of the next 30 learner days (today includes what is overdue), with the total and daily average. */
export function Workload({ forecast, today }: { forecast: Progress['forecast30']; today: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const labels = useMemo(
    () => forecast.map((f) => (f.day === today ? t('progress.todayLabel') : shortDate(f.day, lang))),
    [forecast, today, lang, t],
  );
  const values = useMemo(() => forecast.map((f) => f.count), [forecast]);
  const describe = useCallback((n: number) => t('progress.forecastBar', { n }), [t]);
  const total = values.reduce((n, v) => n + v, 0);
  const average = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(values.length > 0 ? total / values.length : 0);
  return (
    <section className="card" data-testid="progress-workload">
      <h2 className="card__title">{t('progress.workloadTitle')}</h2>
      <p className="muted progress-hint" data-testid="progress-workload-summary">
        {t('progress.workloadSummary', { total: formatNumber(total, lang), average })}
      </p>
      <BarChart
        labels={labels}
        values={values}
        label={t('progress.workloadChart')}
        describe={describe}
        highlight={0}
        testId="progress-workload-chart"
      />
    </section>
  );
}

export function VocabularyOverTime({ size, history }: { size: number | null; history: Progress['vocabularyHistory'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const { points, describe } = useEstimateSeries(history);
  return (
    <section className="card" data-testid="progress-vocabulary">
      <h2 className="card__title">{t('progress.vocabTitle')}</h2>
      {size !== null && (
        <p className="progress-vocab__size" data-testid="progress-vocabulary-size">
          {t('vocabTest.estimate', { value: formatNumber(size, lang) })}
        </p>
      )}
      {points.length > 0 ? (
        <LineChart points={points} label={t('progress.vocabChart')} describe={describe} testId="progress-vocabulary-chart" />
      ) : (
        <div className="progress-vocab__empty">
          <p className="muted">{t('progress.vocabEmpty')}</p>
          <Button size="small" color="primary" onClick={() => navigate(VOCAB_TEST_PATH)} data-testid="progress-vocab-test">
            {t('progress.vocabAction')}
          </Button>
        </div>
      )}
    </section>
  );
}
