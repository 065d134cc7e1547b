/** Challenge one friend (from their card): an invite for the language and level above, sent to them. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { usePublicName } from '../friends/UserAvatar';
import { useUserCardQuery } from '../friends/api/friends';

interface Props {
  friendId: number;
  sending: boolean;
  onSend: (name: string) => void;
}

export function ChallengeCard({ friendId, sending, onSend }: Props) {
  const { t } = useTranslation();
  const card = useUserCardQuery(friendId);
  const name = usePublicName(card.data);
  return (
    <section className="card battle-card battle-card--highlight" data-testid="battle-challenge-card" data-friend={friendId}>
      <h2 className="card__title" data-testid="battle-challenge-title">
        {t('battle.challengeTitle', { name })}
      </h2>
      <p className="muted">{t('battle.challengeHint', { name })}</p>
      <Button
        block
        size="large"
        color="primary"
        loading={sending}
        disabled={!card.data}
        onClick={() => onSend(name)}
        data-testid="battle-challenge-send"
      >
        {t('battle.challengeSend')}
      </Button>
    </section>
  );
}
