/** A battle player: avatar (or the nickname's first letter), nickname, and a bot badge for the bot. */
import Tag from 'antd-mobile/es/components/tag';
import { personName } from '../friends/person-name';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../api/base';
import type { BattlePlayer } from './state/battle-state';

function avatarSrc(url: string): string {
  return url.startsWith('/') ? `${API_BASE}${url}` : url;
}

export function PlayerAvatar({ player, size = 56 }: { player: BattlePlayer | null; size?: number }) {
  const { t } = useTranslation();
  const initial = [...(displayName(player, t) || '?')][0]?.toUpperCase();
  return (
    <span
      className={`battle-avatar${player?.bot ? ' battle-avatar--bot' : ''}`}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {player?.avatar ? <img src={avatarSrc(player.avatar)} alt="" /> : initial}
    </span>
  );
}

/** The bot is named in the viewer's UI language (the server names it in the account's); people by their nickname. */
export function displayName(player: BattlePlayer | null, t: TFunction): string {
  if (!player) return '…';
  if (player.bot) return player.level === undefined ? t('battle.bot') : t('battle.botName', { level: player.level });
  return personName(player, t);
}

export function PlayerName({ player, testId }: { player: BattlePlayer | null; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="battle-name" data-testid={testId}>
      <span className="battle-name__text">{displayName(player, t)}</span>
      {player?.bot && (
        <Tag color="warning" fill="outline" data-testid="battle-bot-badge">
          {t('battle.bot')}
        </Tag>
      )}
    </span>
  );
}
