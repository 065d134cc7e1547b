/** One link in a list: the other person, the relation, and "end link" behind a confirm. */
import type { MentorLink } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm';
import { toast } from '../../components/toast';
import { BlockAction } from '../blacklist/BlockAction';
import { ReportAction } from '../moderation/ReportAction';
import { invalidateMentors, revokeLink } from './api/mentors';
import { PeerAvatar, usePeerName } from './PeerName';

export function LinkRow({ link, children }: { link: MentorLink; children?: ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const name = usePeerName(link.peer);
  const revoke = () =>
    confirmDelete(
      async () => {
        await revokeLink(link.id);
        await invalidateMentors(client);
        toast(t('mentors.revoked'));
      },
      t(link.side === 'student' ? 'mentors.revokeMentorConfirm' : 'mentors.revokeStudentConfirm', { name }),
    );
  return (
    <li className="mentors-row" data-testid="mentors-link" data-peer={link.peer.id}>
      <PeerAvatar peer={link.peer} />
      <div className="mentors-row__text">
        <strong data-testid="mentors-link-name">{name}</strong>
        <span className="muted">{t(`mentors.relation.${link.side}.${link.relation}`)}</span>
        {children}
      </div>
      <div className="mentors-row__actions">
        <Button size="mini" color="danger" fill="outline" onClick={() => void revoke()} data-testid="mentors-revoke">
          {t(link.side === 'student' ? 'mentors.revoke' : 'mentors.unlink')}
        </Button>
        <ReportAction userId={link.peer.id} variant="link" />
        <BlockAction userId={link.peer.id} nickname={link.peer.nickname} onChange={() => void invalidateMentors(client)} />
      </div>
    </li>
  );
}
