/**
 * Being offline: when the browser reports no network (at start, on `offline`, or when a
 * call fails while offline) a modal "Network error, please retry later" offers re-verify.
 * Re-verify checks the network and the backend: back → close and stay; still down → the
 * 404 page (which offers reload). When the browser reports the network back (`online`) and
 * the backend answers, the modal closes by itself.
 * With the service worker the app shell starts offline; server data still needs the network,
 * so starting offline opens this modal as before.
 */
import Dialog from 'antd-mobile/es/components/dialog';
import { API_BASE } from '../api/base';
import { i18n } from '../i18n';
import { goTo, PATHS } from './paths';

let modal: { close(): void } | null = null;

async function backendReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const res = await fetch(`${API_BASE}/api/health`, { cache: 'no-store' });
    return res.ok;
  } catch {
    return false;
  }
}

function closeOfflineModal(): void {
  modal?.close();
  modal = null;
}

function showOfflineModal(): void {
  if (modal) return;
  const handler = Dialog.show({
    content: <div data-testid="offline-modal">{i18n.t('network.offline')}</div>,
    closeOnMaskClick: false,
    actions: [
      {
        key: 'reverify',
        bold: true,
        text: <span data-testid="offline-reverify">{i18n.t('network.reverify')}</span>,
        onClick: async () => {
          const back = await backendReachable();
          if (modal !== handler) return; // closed meanwhile by the network coming back
          closeOfflineModal();
          if (!back) goTo(PATHS.notFound);
        },
      },
    ],
  });
  modal = handler;
}

async function onOnline(): Promise<void> {
  if (modal && (await backendReachable())) closeOfflineModal();
}

/** A call failed without reaching the backend: only being offline opens the modal. */
export function noteTransportFailure(): void {
  if (!navigator.onLine) showOfflineModal();
}

export function watchConnectivity(): void {
  window.addEventListener('offline', showOfflineModal);
  window.addEventListener('online', () => void onOnline());
  if (!navigator.onLine) showOfflineModal();
}
