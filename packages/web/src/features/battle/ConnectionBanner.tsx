/** "Reconnecting…" while the socket is being resumed, and the opponent's own dropped connection with its rejoin deadline. */
import { useTranslation } from 'react-i18next';
import { useBattle } from './state/battle-store';
import { useTick } from './use-battle-flow';

export function ConnectionBanner() {
  const { t } = useTranslation();
  const connection = useBattle((s) => s.connection);
  const opponentConnected = useBattle((s) => s.opponentConnected);
  const rejoinBy = useBattle((s) => s.rejoinBy);
  const serverNow = useBattle((s) => s.serverNow);
  const away = !opponentConnected;
  useTick(500, away);
  if (connection === 'reconnecting' || connection === 'connecting') {
    return (
      <div className="battle-banner battle-banner--warn" role="status" data-testid="battle-reconnecting">
        {t(connection === 'connecting' ? 'battle.connecting' : 'battle.reconnecting')}
      </div>
    );
  }
  if (away) {
    const left = rejoinBy === null ? null : Math.max(0, Math.ceil((rejoinBy - serverNow()) / 1000));
    return (
      <div className="battle-banner" role="status" data-testid="battle-opponent-away">
        {left === null ? t('battle.opponentAway') : t('battle.opponentAwayFor', { s: left })}
      </div>
    );
  }
  return null;
}
