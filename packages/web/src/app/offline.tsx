/**
 * Being offline: when the browser reports no network (at start, on `offline`, or when a
 * call fails while offline) a modal "Network error, please retry later" offers re-verify.
 * Re-verify checks the network and the backend: back → close and stay; still down → the
 * 404 page (which offers reload). When the browser reports the network back (`online`) and
 * the backend answers, the modal closes by itself.
 * With the service worker the app shell starts offline; server data still needs the network,
 * so starting offline opens this modal as before.
 * antd-mobile's Dialog is loaded when the modal first opens (and fetched ahead while there is a
 * network: `prefetchDialog`, which main.tsx schedules): the login page's first paint does not need it.
 */
import { loadDialog } from '../components/dialog';
import { API_BASE } from '../api/base';
import { i18n } from '../i18n';
import { goTo, PATHS } from './paths';

let modal: { close(): void } | null = null;
/** Set while Dialog loads for a modal that is still wanted; closing clears it. */
let opening = false;

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
  opening = false;
  modal?.close();
  modal = null;
}

function showOfflineModal(): void {
  if (modal || opening) return;
  opening = true;
  loadDialog().then(
    (Dialog) => {
      if (!opening) return; // the network came back meanwhile
      opening = false;
      openWith(Dialog);
    },
    (error: unknown) => {
      opening = false;
      console.warn('Offline modal unavailable', error);
    },
  );
}

function openWith(Dialog: Awaited<ReturnType<typeof loadDialog>>): void {
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

/** Fetches Dialog while online, so the modal can open once the network is gone. */
export function prefetchDialog(): void {
  if (navigator.onLine) void loadDialog().catch(() => undefined);
}

/** A call failed without reaching the backend: only being offline opens the modal. */
export function noteTransportFailure(): void {
  if (!navigator.onLine) showOfflineModal();
  else setTimeout(prefetchDialog, 2000);
}

export function watchConnectivity(): void {
  window.addEventListener('offline', showOfflineModal);
  window.addEventListener('online', () => void onOnline());
  if (!navigator.onLine) showOfflineModal();
}
