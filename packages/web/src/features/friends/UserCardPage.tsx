/**
 * `#/pages/social/user?id=<userId>` (or `?code=<share code>` from a QR link): a user's public card —
 * name, picture, level, learning language — with what I can do: add as friend (or answer their
 * request), chat, challenge to a battle, remove the friend (confirm-delete), block, report.
 */
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { confirmDelete } from '../../components/confirm';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { challengePath } from '../battle/paths';
import { BlockAction } from '../blacklist/BlockAction';
import { directChatPath } from '../chat/paths';
import { ReportAction } from '../moderation/ReportAction';
import { removeFriend, sendFriendRequest, useFriendsAction, useUserCardQuery, userByCode } from './api/friends';
import { RequestActions } from './RequestActions';
import { UserAvatar, usePublicName } from './UserAvatar';
import type { UserCard } from '@qfl/core';
import './friends.css';

/** The user id from `?id=`, or looked up from `?code=`. */
function useTargetId(): { id: number | null; failed: boolean } {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const code = params.get('code');
  const byCode = useQuery({
    queryKey: ['friends', 'by-code', code],
    queryFn: () => userByCode(code ?? ''),
    enabled: !raw && !!code,
    retry: false,
  });
  if (Number.isInteger(raw) && raw > 0) return { id: raw, failed: false };
  return { id: byCode.data?.id ?? null, failed: byCode.isError || (!code && !raw) };
}

function Actions({ card }: { card: UserCard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useFriendsAction();
  const name = usePublicName(card);
  const add = async () => {
    try {
      const result = await run(() => sendFriendRequest(card.id));
      toast(t(result.state === 'friends' ? 'friends.nowFriends' : 'friends.requestSentToast'));
    } catch {
      // The API client has shown the error (blocked, too many requests ...).
    }
  };
  const remove = () =>
    confirmDelete(
      async () => {
        await run(() => removeFriend(card.id));
        toast(t('friends.removed'));
      },
      t('friends.removeConfirm', { name }),
    );

  if (card.friendState === 'self') return null;
  return (
    <div className="friends-actions">
      {!card.blocked && !card.blockedMe && (
        <div className="friends-actions__row">
          {card.friendState === 'none' && (
            <Button color="primary" onClick={() => void add()} data-testid="card-add-friend">
              {t('friends.addFriend')}
            </Button>
          )}
          {card.friendState === 'outgoing' && (
            <Button disabled data-testid="card-request-sent">
              {t('friends.requestSent')}
            </Button>
          )}
          {card.friendState === 'incoming' && card.requestId !== null && (
            <RequestActions requestId={card.requestId} testId="card-request" />
          )}
          {card.friendState === 'friend' && (
            <>
              <Button color="primary" onClick={() => navigate(directChatPath(card.id))} data-testid="card-chat">
                {t('friends.chat')}
              </Button>
              <Button color="primary" fill="outline" onClick={() => navigate(challengePath(card.id))} data-testid="card-challenge">
                {t('friends.challenge')}
              </Button>
              <Button color="danger" fill="outline" onClick={() => void remove()} data-testid="card-remove">
                {t('friends.remove')}
              </Button>
            </>
          )}
        </div>
      )}
      {card.blocked && (
        <p className="muted" data-testid="card-blocked">
          {t('friends.youBlocked')}
        </p>
      )}
      {card.blockedMe && !card.blocked && (
        <p className="muted" data-testid="card-blocked-me">
          {t('friends.unavailable')}
        </p>
      )}
      <div className="friends-actions__row">
        <BlockAction userId={card.id} nickname={card.nickname} testId="card-block" />
        <ReportAction userId={card.id} testId="card-report" />
      </div>
    </div>
  );
}

export default function UserCardPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.social);
  const target = useTargetId();
  const card = useUserCardQuery(target.id);
  const name = usePublicName(card.data);
  return (
    <div className="page" data-testid="page-user-card">
      <NavBar title={t('friends.card')} onBack={back} />
      <main className="page__body">
        {target.failed || card.isError ? (
          <DelayedPlaceholder kind="error" message={t('friends.userMissing')} delayMs={0} />
        ) : !card.data ? (
          <DelayedPlaceholder kind="loading" />
        ) : (
          <>
            <section className="card friends-card" data-testid="user-card">
              <UserAvatar user={card.data} size={72} />
              <p className="friends-card__name" data-testid="user-card-name">
                {name}
              </p>
              {card.data.learningLang && (
                <p className="muted">
                  {t('friends.learning', { lang: t(`langs.${card.data.learningLang}`), level: card.data.level ?? '-' })}
                </p>
              )}
              {card.data.friendState === 'friend' && (
                <p className="muted" data-testid="user-card-friend">
                  {t('friends.isFriend')}
                </p>
              )}
            </section>
            <section className="card">
              <Actions card={card.data} />
            </section>
          </>
        )}
      </main>
    </div>
  );
}
