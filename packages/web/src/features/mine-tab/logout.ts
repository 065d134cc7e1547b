/** Logging out: confirm first (cancel → "operation cancelled"), then end the session here
 * even if the server cannot be told (the token is forgotten either way). */

import { goTo, PATHS } from '../../app/paths';
import { confirmCancel } from '../../components/confirm';
import { toast } from '../../components/toast';
import { i18n } from '../../i18n';
import { useSession } from '../../session/store';
import { logout } from '../account/api/session';

export function confirmLogout(): Promise<boolean> {
  return confirmCancel(i18n.t('mine.logoutConfirm'), async () => {
    await logout().catch(() => undefined);
    useSession.getState().signOut();
    toast(i18n.t('mine.loggedOut'));
    goTo(PATHS.login);
  });
}
