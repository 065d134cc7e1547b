/** The student progress page's own charts and lists: words learned over time, minutes per day, exams, weak words. */
import type { StudentProgress } from '@qfl/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, LineChart, type SeriesPoint } from '../../components/charts';
import { EmptyState } from '../../components/EmptyState';
import { currentLanguage } from '../../i18n';
import { examTitle } from '../exam/exam-name';
import { shortDate } from '../progress/days';
import { formatNumber } from '../vocab-test/format';
import { learnedPoints, minutesPerDay, shownMinutes } from './mentor-view';

export function LearnedOverTime({ series }: { series: StudentProgress['learnedOverTime'] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const points = useMemo(() => learnedPoints(series), [series]);
  const describe = useCallback(
    (p: SeriesPoint) => t('mentors.learnedPoint', { day: shortDate(p.at.slice(0, 10), lang), n: formatNumber(p.value, lang) }),
    [t, lang],
  );
  return (
    <section className="card" data-testid="student-learned">
      <h2 className="card__title">{t('mentors.learnedTitle')}</h2>
      <LineChart points={points} label={t('mentors.learnedChart')} describe={describe} testId="student-learned-chart" />
    </section>
  );
}

export function MinutesPerDay({ calendar, today }: { calendar: StudentProgress['progress']['calendar']; today: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const days = useMemo(() => minutesPerDay(calendar, today), [calendar, today]);
  const labels = useMemo(() => days.map((d) => shortDate(d.day, lang)), [days, lang]);
  const values = useMemo(() => days.map((d) => shownMinutes(d.minutes)), [days]);
  const describe = useCallback((n: number) => t('mentors.minutesBar', { n }), [t]);
  return (
    <section className="card" data-testid="student-minutes">
      <h2 className="card__title">{t('mentors.minutesTitle')}</h2>
      <BarChart
        labels={labels}
        values={values}
        label={t('mentors.minutesChart')}
        describe={describe}
        highlight={days.length - 1}
        testId="student-minutes-chart"
      />
    </section>
  );
}

export function ExamResults({ items }: { items: StudentProgress['exams'] }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' });
  return (
    <section className="card" data-testid="student-exams">
      <h2 className="card__title">{t('mentors.examsTitle')}</h2>
      {items.length === 0 ? (
        <EmptyState title={t('mentors.noExams')} testId="student-exams-empty" />
      ) : (
        <ul className="mentors-list">
          {items.map((e) => (
            <li key={e.attemptId} className="mentors-row" data-testid="student-exam">
              <span className="mentors-row__text">
                <strong>{examTitle(t, e.exam)}</strong>
                <span className="muted">{date.format(new Date(e.submittedAt ?? e.startedAt))}</span>
              </span>
              <span className="mentors-score" data-testid="student-exam-score">
                {e.submittedAt ? t('exam.scoreOf', { score: e.score ?? 0, total: e.total }) : t('exam.unfinished')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function WeakWords({ items }: { items: StudentProgress['weakWords'] }) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid="student-weak">
      <h2 className="card__title">{t('mentors.weakTitle')}</h2>
      {items.length === 0 ? (
        <EmptyState title={t('mentors.noWeak')} testId="student-weak-empty" />
      ) : (
        <ul className="mentors-weak">
          {items.map((w) => (
            <li key={w.entryId} className="mentors-weak__item" data-testid="student-weak-word" lang={w.lang}>
              <strong>{w.word}</strong>
              <span className="muted">
                {w.lapses > 0 && `${t('mentors.weakLapses', { n: w.lapses })} · `}
                {t('mentors.weakHolds', { days: w.stability < 1 ? '<1' : Math.round(w.stability) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
