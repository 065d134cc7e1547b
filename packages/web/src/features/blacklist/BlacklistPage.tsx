/** `#/pages/social/blacklist`: the users I blocked, newest first, a page at a time, each with "unblock". */
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { FRIENDS_PATHS } from '../friends/paths';
import { UserAvatar, usePublicName } from '../friends/UserAvatar';
import { BLACKLIST_PAGE_SIZE, useBlackPageQuery } from './api/blacklist';
import { BlockAction } from './BlockAction';
import type { BlackItem } from '@qfl/core';
import '../friends/friends.css';

function Row({ item }: { item: BlackItem }) {
  const { t } = useTranslation();
  const user = { id: item.userId, nickname: item.nickname, avatarUrl: item.avatarUrl };
  const name = usePublicName(user);
  return (
    <List.Item
      prefix={<UserAvatar user={user} />}
      description={t('blacklist.since', { date: new Date(item.createdAt).toLocaleDateString() })}
      extra={<BlockAction userId={item.userId} nickname={item.nickname} testId={`blacklist-unblock-${item.userId}`} />}
      data-testid={`blacklist-${item.userId}`}
    >
      {name}
    </List.Item>
  );
}

export default function BlacklistPage() {
  const { t } = useTranslation();
  const back = useGoBack(FRIENDS_PATHS.list);
  const [page, setPage] = useState(1);
  const list = useBlackPageQuery(page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / BLACKLIST_PAGE_SIZE));
  // The last row of the last page unblocked: step back to a page that still has rows.
  if (list.data && list.data.items.length === 0 && page > 1) setPage(pages);
  return (
    <div className="page" data-testid="page-blacklist">
      <NavBar title={t('blacklist.title')} onBack={back} />
      <main className="page__body">
        <p className="muted">{t('blacklist.hint')}</p>
        {list.isPending ? (
          <DelayedPlaceholder kind="loading" />
        ) : list.isError ? (
          <DelayedPlaceholder kind="error" onRetry={() => void list.refetch()} />
        ) : list.data.total === 0 ? (
          <section className="card">
            <EmptyState title={t('blacklist.empty')} testId="blacklist-empty" />
          </section>
        ) : (
          <>
            <List className="card card--flush" header={t('blacklist.count', { n: list.data.total })} data-testid="blacklist-list">
              {list.data.items.map((item) => (
                <Row key={item.userId} item={item} />
              ))}
            </List>
            {pages > 1 && (
              <div className="friends-actions__row">
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="blacklist-prev">
                  {t('blacklist.prev')}
                </Button>
                <span className="muted">{t('blacklist.page', { page, pages })}</span>
                <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)} data-testid="blacklist-next">
                  {t('blacklist.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </main>
    </div>
  );
}
