/** Accept / refuse buttons of an incoming friend request (friends list, user card, info tab). */
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { acceptRequest, refuseRequest, useFriendsAction } from './api/friends';

export function RequestActions({ requestId, testId = 'friend-request' }: { requestId: number; testId?: string }) {
  const { t } = useTranslation();
  const run = useFriendsAction();
  const [busy, setBusy] = useState<'accept' | 'refuse' | null>(null);
  const answer = async (kind: 'accept' | 'refuse') => {
    setBusy(kind);
    try {
      await run(() => (kind === 'accept' ? acceptRequest(requestId) : refuseRequest(requestId)));
      toast(t(kind === 'accept' ? 'friends.accepted' : 'friends.refused'));
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(null);
    }
  };
  return (
    <span className="friends-request__actions">
      <Button
        size="small"
        color="primary"
        loading={busy === 'accept'}
        disabled={busy !== null}
        onClick={(e) => {
          e.stopPropagation();
          void answer('accept');
        }}
        data-testid={`${testId}-accept`}
      >
        {t('friends.accept')}
      </Button>
      <Button
        size="small"
        loading={busy === 'refuse'}
        disabled={busy !== null}
        onClick={(e) => {
          e.stopPropagation();
          void answer('refuse');
        }}
        data-testid={`${testId}-refuse`}
      >
        {t('friends.refuse')}
      </Button>
    </span>
  );
}
