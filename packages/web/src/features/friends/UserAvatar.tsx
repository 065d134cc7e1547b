/** Another user's picture and shown name (public users carry no phone: the fallback is "Learner #<id>"). */
import type { PublicUser } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../account/Avatar';
import { personName } from './person-name';

export function usePublicName(user: Pick<PublicUser, 'id' | 'nickname'> | null | undefined): string {
  const { t } = useTranslation();
  if (!user) return '';
  return personName(user, t);
}

export function UserAvatar({ user, size = 40 }: { user: PublicUser; size?: number }) {
  const name = usePublicName(user);
  return <Avatar user={{ nickname: name, phone: '', avatarUrl: user.avatarUrl }} size={size} />;
}
