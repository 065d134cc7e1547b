/**
 * The app's API client instance: the pure client wired to the browser (fetch), the session
 * store, antd-mobile toasts, i18n texts, the loading indicator and the offline modal.
 */
import { noteTransportFailure } from '../app/offline';
import { goTo, PATHS } from '../app/paths';
import { toast } from '../components/toast';
import { currentLanguage, i18n } from '../i18n';
import { useSession } from '../session/store';
import { useActivity } from './activity';
import { API_BASE } from './base';
import { createApiClient, type NoticeKey } from './client';

const NOTICE_KEYS = {
  connection: 'network.connection',
  timeout: 'network.timeout',
  status: 'network.status',
  default: 'network.default',
  serverFlewAway: 'network.serverFlewAway',
  sessionEnded: 'network.loginExpired',
} as const satisfies Record<NoticeKey, string>;

function endSession(): void {
  const hadSession = useSession.getState().token !== null;
  useSession.getState().signOut();
  if (hadSession) toast(i18n.t('network.loginExpired'));
  goTo(PATHS.login);
}

const client = createApiClient({
  fetch: (url, init) => window.fetch(url, init),
  baseUrl: API_BASE,
  language: currentLanguage,
  session: {
    token: () => useSession.getState().token,
    refreshBody: () => {
      const { userInfo, refreshToken } = useSession.getState();
      return userInfo && refreshToken ? { userId: userInfo.id, refreshToken } : null;
    },
    renewed: (session) => useSession.getState().signIn(session),
    ended: endSession,
  },
  feedback: {
    toast,
    text: (key, params) => i18n.t(NOTICE_KEYS[key], params ?? {}),
    busy: (delta) => useActivity.getState().bump(delta),
    transportFailed: noteTransportFailure,
    warn: (message, detail) => console.warn(message, detail),
  },
});

/** The app's API: declared endpoints only (`api.call('METHOD /path', …)`). */
export const api = { call: client.call };
