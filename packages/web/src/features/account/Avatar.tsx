/** The user's picture (uploaded avatar, else the first letter of the shown name) and shown name. */
import type { UserInfo } from '@qfl/core';
import { personName } from '../friends/person-name';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../api/base';
import './account.css';

type Who = Pick<UserInfo, 'nickname' | 'phone'> & { id?: number; avatarUrl?: string | null };

/** The nickname, or the localized fallback ("Learner #12", as everyone else sees it) while none is set. */
export function useDisplayName(user: Who | null | undefined): string {
  const { t } = useTranslation();
  if (!user) return '';
  return personName(user, t);
}

function avatarSrc(url: string): string {
  return url.startsWith('/') ? `${API_BASE}${url}` : url;
}

export function Avatar({ user, size = 56 }: { user: Who | null | undefined; size?: number }) {
  const name = useDisplayName(user);
  const url = user?.avatarUrl;
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden="true" data-testid="avatar">
      {url ? <img className="avatar__img" src={avatarSrc(url)} alt="" /> : [...(name || '?')][0]?.toUpperCase()}
    </span>
  );
}
