/** The social tab's friends card (issue 13): the first friends with streak and today, pending requests, add friend. */
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { formatBadge } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { useFriendsQuery } from './api/friends';
import { FriendRow } from './FriendRow';
import { FRIENDS_PATHS } from './paths';
import './friends.css';

const SHOWN = 5;

export function FriendsSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const friends = useFriendsQuery();
  const items = friends.data?.items ?? [];
  const pending = friends.data?.pendingIncoming ?? 0;
  return (
    <section className="card" data-testid="social-friends">
      <div className="friends-head">
        <h2 className="card__title">{t('friends.title')}</h2>
        <Button size="small" color="primary" fill="outline" onClick={() => navigate(FRIENDS_PATHS.add)} data-testid="social-friends-add">
          {t('friends.add')}
        </Button>
      </div>
      {pending > 0 && (
        <button type="button" className="friends-pending" onClick={() => navigate(FRIENDS_PATHS.list)} data-testid="social-friends-pending">
          {t('friends.pendingRequests')}
          <Badge content={formatBadge(pending)} />
        </button>
      )}
      {friends.isSuccess && items.length === 0 ? (
        <EmptyState title={t('friends.empty')} hint={t('friends.emptyHint')} testId="social-friends-empty" />
      ) : (
        <List className="friends-list">
          {items.slice(0, SHOWN).map((f) => (
            <FriendRow key={f.id} friend={f} />
          ))}
        </List>
      )}
      {items.length > 0 && (
        <Button block fill="none" color="primary" onClick={() => navigate(FRIENDS_PATHS.list)} data-testid="social-friends-all">
          {t('friends.all', { n: items.length })}
        </Button>
      )}
    </section>
  );
}
