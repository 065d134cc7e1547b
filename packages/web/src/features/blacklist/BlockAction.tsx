/**
 * "Block" / "Unblock" a user, with a confirm dialog (POST /black/addUserBlack, /black/removeUserBlack).
 * Used by the user card, the chat page and the friend list. Its state comes from my blocked ids.
 */
import Button from 'antd-mobile/es/components/button';
import { personName } from '../friends/person-name';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmCancel } from '../../components/confirm';
import { toast } from '../../components/toast';
import { blockUser, unblockUser } from './api/blacklist';
import { afterBlockChange, useBlockedIdsQuery } from './api/blocked-ids';

export interface BlockActionProps {
  userId: number;
  nickname?: string | null;
  /** Called after the change is saved, with the new state. */
  onChange?: (blocked: boolean) => void;
  testId?: string;
  /** `link`: a text action that fits a page header beside "Report" (the chat page). */
  variant?: 'button' | 'link';
}

export function BlockAction({ userId, nickname, onChange, testId = 'block-action', variant = 'button' }: BlockActionProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ids = useBlockedIdsQuery();
  const [busy, setBusy] = useState(false);
  if (!ids.data) return null;
  const blocked = ids.data.userIds.includes(userId);
  const name = personName({ id: userId, nickname }, t);
  const toggle = () =>
    confirmCancel(t(blocked ? 'blacklist.unblockConfirm' : 'blacklist.blockConfirm', { name }), async () => {
      setBusy(true);
      try {
        await (blocked ? unblockUser(userId) : blockUser(userId));
        await afterBlockChange(client);
        toast(t(blocked ? 'blacklist.unblocked' : 'blacklist.blocked'));
        onChange?.(!blocked);
      } finally {
        setBusy(false);
      }
    });
  if (variant === 'link')
    return (
      <button
        type="button"
        className="mod-report-link"
        disabled={busy}
        onClick={() => void toggle()}
        data-testid={testId}
        data-blocked={blocked ? 'true' : 'false'}
      >
        {t(blocked ? 'blacklist.unblock' : 'blacklist.block')}
      </button>
    );
  return (
    <Button
      size="small"
      fill="outline"
      color={blocked ? 'default' : 'danger'}
      loading={busy}
      onClick={() => void toggle()}
      data-testid={testId}
      data-blocked={blocked ? 'true' : 'false'}
    >
      {t(blocked ? 'blacklist.unblock' : 'blacklist.block')}
    </Button>
  );
}
