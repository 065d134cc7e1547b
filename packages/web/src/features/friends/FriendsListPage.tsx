/** `#/pages/social/friends`: requests to me (accept, refuse), requests I sent, and all my friends. */
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import UserAddOutline from 'antd-mobile-icons/es/UserAddOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { BLACKLIST_PATH } from '../blacklist/paths';
import { useFriendRequestsQuery, useFriendsQuery } from './api/friends';
import { FriendRow } from './FriendRow';
import { FRIENDS_PATHS, userCardPath } from './paths';
import { RequestActions } from './RequestActions';
import { UserAvatar, usePublicName } from './UserAvatar';
import type { FriendRequest } from '@qfl/core';
import './friends.css';

function RequestRow({ request, incoming }: { request: FriendRequest; incoming: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = usePublicName(request.user);
  return (
    <List.Item
      prefix={<UserAvatar user={request.user} />}
      description={request.message ?? undefined}
      extra={incoming ? <RequestActions requestId={request.id} testId={`request-${request.id}`} /> : t('friends.requestSent')}
      onClick={() => navigate(userCardPath(request.user.id))}
      data-testid={`${incoming ? 'incoming' : 'outgoing'}-request-${request.user.id}`}
    >
      {name}
    </List.Item>
  );
}

export default function FriendsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(PATHS.social);
  const friends = useFriendsQuery();
  const requests = useFriendRequestsQuery();
  const incoming = requests.data?.incoming ?? [];
  const outgoing = requests.data?.outgoing ?? [];
  const items = friends.data?.items ?? [];
  return (
    <div className="page" data-testid="page-friends">
      <NavBar
        title={t('friends.title')}
        onBack={back}
        right={
          <button
            type="button"
            className="friends-nav-add"
            onClick={() => navigate(FRIENDS_PATHS.add)}
            aria-label={t('friends.add')}
            data-testid="friends-add"
          >
            <UserAddOutline />
          </button>
        }
      />
      <main className="page__body">
        {incoming.length > 0 && (
          <List className="card card--flush" header={t('friends.incoming')} data-testid="friends-incoming">
            {incoming.map((r) => (
              <RequestRow key={r.id} request={r} incoming />
            ))}
          </List>
        )}
        {outgoing.length > 0 && (
          <List className="card card--flush" header={t('friends.outgoing')} data-testid="friends-outgoing">
            {outgoing.map((r) => (
              <RequestRow key={r.id} request={r} incoming={false} />
            ))}
          </List>
        )}
        {friends.isPending ? (
          <DelayedPlaceholder kind="loading" />
        ) : friends.isError ? (
          <DelayedPlaceholder kind="error" onRetry={() => void friends.refetch()} />
        ) : items.length === 0 ? (
          <section className="card">
            <EmptyState
              title={t('friends.empty')}
              hint={t('friends.emptyHint')}
              testId="friends-empty"
              action={
                <Button color="primary" onClick={() => navigate(FRIENDS_PATHS.add)}>
                  {t('friends.add')}
                </Button>
              }
            />
          </section>
        ) : (
          <List className="card card--flush" header={t('friends.myFriends', { n: items.length })} data-testid="friends-list">
            {items.map((f) => (
              <FriendRow key={f.id} friend={f} />
            ))}
          </List>
        )}
        <List className="card card--flush">
          <List.Item onClick={() => navigate(BLACKLIST_PATH)} data-testid="friends-blacklist">
            {t('blacklist.title')}
          </List.Item>
        </List>
      </main>
    </div>
  );
}
