/**
 * Switching the UI language: every visible string changes at once (i18next), the choice is
 * remembered on this device (`lang`), and signed-in users have it saved on the server.
 */
import type { UiLang } from '@qfl/core';
import { toast } from '../../components/toast';
import { i18n, setLanguage } from '../../i18n';
import { rememberLang } from '../../i18n/language';
import { useSession } from '../../session/store';
import { saveUiLang } from '../account/api/user';

export async function changeLanguage(lang: UiLang): Promise<void> {
  try {
    await setLanguage(lang);
  } catch {
    toast(i18n.t('settings.languageFailed'));
    return;
  }
  rememberLang(lang);
  const { token, setUserInfo } = useSession.getState();
  if (!token) return;
  try {
    setUserInfo(await saveUiLang(lang));
  } catch {
    // The switch already applies on this device; the server copy will follow next time.
    toast(i18n.t('settings.languageFailed'));
  }
}
