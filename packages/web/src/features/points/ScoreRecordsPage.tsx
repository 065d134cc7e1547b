/**
 * Points records: the balance on top, what earns points (real study only, repeatable credits
 * capped per day), then every ledger row newest first (credits green, spends red, each source
 * translated), a page at a time with "load more".
 */
import { POINTS_DAILY_CAPS } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { uniqueRecords, useScoreRecordsQuery } from './api/records';
import { PointsStats } from './PointsStats';
import { recordText, signedAmount } from './record-text';
import './points.css';

function useTimeFormat() {
  const lang = currentLanguage();
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

export default function ScoreRecordsPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.personalCenter);
  const records = useScoreRecordsQuery();
  const time = useTimeFormat();
  const items = records.data ? uniqueRecords(records.data.pages) : [];

  let content: ReactNode;
  if (records.isPending) content = <DelayedPlaceholder kind="loading" />;
  else if (records.isError)
    content = <DelayedPlaceholder kind="error" message={t('pointsUx.loadFailed')} onRetry={() => void records.refetch()} />;
  else if (items.length === 0)
    content = (
      <section className="card">
        <EmptyState title={t('pointsUx.empty')} hint={t('pointsUx.emptyHint')} testId="records-empty" />
      </section>
    );
  else
    content = (
      <section className="card card--flush">
        <ul className="records" data-testid="records-list">
          {items.map((r) => (
            <li key={r.id} className="record" data-testid="record-item" data-kind={r.kind}>
              <div className="record__text">
                <span className="record__reason">{recordText(t, r)}</span>
                <span className="record__time">{time(r.createdAt)}</span>
              </div>
              <span className={`record__amount ${r.amount > 0 ? 'record__amount--in' : 'record__amount--out'}`}>
                {signedAmount(r.amount)}
              </span>
            </li>
          ))}
        </ul>
        <div className="records__footer">
          {records.hasNextPage ? (
            <Button
              size="small"
              fill="none"
              color="primary"
              loading={records.isFetchingNextPage}
              onClick={() => void records.fetchNextPage()}
              data-testid="records-more"
            >
              {t('pointsUx.loadMore')}
            </Button>
          ) : (
            <span className="muted records__end">{t('pointsUx.noMore')}</span>
          )}
        </div>
      </section>
    );

  return (
    <div className="page" data-testid="page-score-records">
      <NavBar title={t('pointsUx.recordsTitle')} onBack={back} />
      <main className="page__body">
        <section className="card stats">
          <PointsStats
            labels={{ daily: t('mine.dailyPoints'), total: t('mine.totalPoints') }}
            testIds={{ daily: 'records-points-daily', total: 'records-points-total' }}
          />
        </section>
        <p className="muted records__rules" data-testid="records-rules">
          {t('pointsUx.rules', { cap: POINTS_DAILY_CAPS.group })}
        </p>
        {content}
      </main>
    </div>
  );
}
