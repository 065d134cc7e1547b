/** The learner as a battle player: the server's `me` when it sent one, else the signed-in user. */
import { useSession } from '../../session/store';
import { useDisplayName } from '../account/Avatar';
import type { BattlePlayer } from './state/battle-state';
import { useBattle } from './state/battle-store';

export function useMePlayer(): BattlePlayer | null {
  const me = useBattle((s) => s.me);
  const user = useSession((s) => s.userInfo);
  const name = useDisplayName(user);
  if (me) return me;
  return user ? { nickname: name, bot: false, avatar: user.avatarUrl ?? null, level: user.level ?? undefined } : null;
}
