/**
 * While waiting: for a quick match the search with the countdown to the practice bot (it joins
 * after 10 s); for an invite the code and link to pass on. Cancelling leaves the queue.
 */
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import { InviteShare } from './InviteShare';
import type { BattleInvite } from './api/battle';
import { botCountdown } from './state/battle-state';
import { useBattle } from './state/battle-store';
import { useTick } from './use-battle-flow';

export function QueuePanel({ invite, onCancel }: { invite: BattleInvite | null; onCancel: () => void }) {
  const { t } = useTranslation();
  const state = useBattle();
  const now = useTick(250);
  const seconds = botCountdown(state, now);
  const quick = state.mode?.kind === 'quick' ? state.mode : null;
  return (
    <section className="card battle-queue" data-testid="battle-queue" aria-live="polite">
      <div className="battle-queue__pulse" aria-hidden="true" />
      <h2 className="card__title">
        {quick ? t('battle.searching') : t('battle.waitingFriend')}
        <DotLoading />
      </h2>
      {quick && <p className="muted">{t('battle.searchingFor', { lang: t(`langs.${quick.lang}`), level: quick.level })}</p>}
      {quick && seconds !== null && (
        <p className="battle-queue__bot" data-testid="battle-bot-countdown">
          {seconds > 0 ? t('battle.botIn', { s: seconds }) : t('battle.botComing')}
        </p>
      )}
      {invite && <InviteShare invite={invite} />}
      <Button block size="large" onClick={onCancel} data-testid="battle-queue-cancel">
        {t('common.cancel')}
      </Button>
    </section>
  );
}
