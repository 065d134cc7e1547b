/** One friend in a list: picture, name, study streak and today's study. Tapping opens the user card. */
import type { Friend } from '@qfl/core';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { userCardPath } from './paths';
import { UserAvatar, usePublicName } from './UserAvatar';

export function FriendRow({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = usePublicName(friend);
  return (
    <List.Item
      prefix={<UserAvatar user={friend} />}
      description={
        friend.todayReviews > 0 || friend.todayMinutes > 0
          ? t('friends.today', { minutes: friend.todayMinutes, words: friend.todayReviews })
          : t('friends.notToday')
      }
      extra={friend.streak > 0 ? <span className="friends-streak">{t('friends.streak', { days: friend.streak })}</span> : undefined}
      onClick={() => navigate(userCardPath(friend.id))}
      data-testid={`friend-${friend.id}`}
    >
      {name}
    </List.Item>
  );
}
