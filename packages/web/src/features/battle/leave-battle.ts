/** Leaving a room or a running battle: only after the spec's confirm dialog (else "operation cancelled"). */
import { confirmCancel } from '../../components/confirm';
import { i18n } from '../../i18n';
import { useBattle } from './state/battle-store';

export function confirmLeave(duringBattle: boolean): Promise<boolean> {
  return confirmCancel(i18n.t(duringBattle ? 'battle.leaveBattleConfirm' : 'battle.leaveRoomConfirm'), () => {
    useBattle.getState().leave();
  });
}
