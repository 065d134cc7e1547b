/**
 * Info tab: notices (friend requests answered inline, friend accepted, team and battle invites,
 * book review results, mentor links) and system news in one list, newest first, unread dots and
 * "mark all read".
 */
import type { NewsItem, Notice } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { invalidateInfo, markAllRead, markNoticesRead, useNewsQuery, useNoticesQuery, useUnreadCountQuery } from './api/info';
import { NewsRow, NoticeRow } from './NoticeItem';
import './info.css';

type Entry = { at: number; notice: Notice; news?: undefined } | { at: number; news: NewsItem; notice?: undefined };

export default function InfoPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notices = useNoticesQuery();
  const news = useNewsQuery();
  const unread = useUnreadCountQuery();
  const entries: Entry[] = [
    ...(notices.data?.pages.flatMap((p) => p.items) ?? []).map((n) => ({ at: n.createdAt, notice: n })),
    ...(news.data?.items ?? []).map((n) => ({ at: n.publishedAt, news: n })),
  ].sort((a, b) => b.at - a.at);

  const open = (n: Notice) => {
    if (!n.read)
      void markNoticesRead([n.id]).then(
        () => invalidateInfo(client),
        () => undefined,
      );
  };
  const readAll = async () => {
    try {
      await markAllRead();
    } finally {
      await invalidateInfo(client);
    }
  };
  const loading = notices.isPending || news.isPending;
  const failed = notices.isError || news.isError;
  return (
    <div className="page" data-testid="page-info">
      <NavBar title={t('tabs.info')} />
      <main className="page__body">
        {loading ? (
          <DelayedPlaceholder kind="loading" />
        ) : failed ? (
          <DelayedPlaceholder kind="error" onRetry={() => void Promise.all([notices.refetch(), news.refetch()])} />
        ) : entries.length === 0 ? (
          <section className="card">
            <h2 className="card__title">{t('info.messages')}</h2>
            <EmptyState title={t('info.noMessages')} testId="info-empty" />
          </section>
        ) : (
          <List
            className="card card--flush info-list"
            header={
              <span className="info-head">
                {t('info.messages')}
                {(unread.data?.total ?? 0) > 0 && (
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    onClick={() => void readAll().catch(() => undefined)}
                    data-testid="info-read-all"
                  >
                    {t('info.readAll')}
                  </Button>
                )}
              </span>
            }
            data-testid="info-list"
          >
            {entries.map((e) =>
              e.notice ? (
                <NoticeRow key={`n${e.notice.id}`} notice={e.notice} onOpen={open} />
              ) : (
                <NewsRow key={`s${e.news.id}`} item={e.news} />
              ),
            )}
          </List>
        )}
        {notices.hasNextPage && (
          <Button
            block
            fill="none"
            color="primary"
            loading={notices.isFetchingNextPage}
            onClick={() => void notices.fetchNextPage()}
            data-testid="info-more"
          >
            {t('info.more')}
          </Button>
        )}
      </main>
    </div>
  );
}
