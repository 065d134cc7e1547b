/** The other person of a link: their picture (or first letter) and name, with a fallback name. */
import type { MentorPeer } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../api/base';
import { personName } from '../friends/person-name';

export function usePeerName(peer: MentorPeer): string {
  const { t } = useTranslation();
  return personName(peer, t);
}

export function PeerAvatar({ peer, size = 40 }: { peer: MentorPeer; size?: number }) {
  const name = usePeerName(peer);
  const url = peer.avatarUrl;
  return (
    <span className="mentors-avatar" style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden="true">
      {url ? <img src={url.startsWith('/') ? `${API_BASE}${url}` : url} alt="" /> : [...name][0]?.toUpperCase()}
    </span>
  );
}
