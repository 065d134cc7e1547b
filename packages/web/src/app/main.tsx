/**
 * Entry: picks the UI language (stored setting, else the user's, else zh), loads it, then
 * renders the router (replacing index.html's static shell). Also starts the offline watch,
 * keeps tabs' sessions in step and registers the service worker.
 *
 * index.html's static shell is already on screen, so nothing here is urgent: the start is cut
 * into short tasks (a yield to the browser between steps, and the first render as a transition,
 * which React renders in slices of a few milliseconds) rather than one long task that would
 * hold a tap on the shell for a quarter of a second on a slow phone (Lighthouse's blocking time).
 */
import './antd-compat';
import 'antd-mobile/es/global';
import './global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n, stringsReady } from '../i18n';
import { resolveInitialLang, storedLang } from '../i18n/language';
import { loadToast } from '../components/toast';
import { followOtherTabs, useSession } from '../session/store';
import { applyAppStyles } from './app-styles';
import { watchConnectivity } from './offline';
import { Providers } from './providers';
import { createHashRouter } from 'react-router-dom';
import { preloadLikelyPages, routes } from './routes';

const container = document.getElementById('root');
const lang = resolveInitialLang(storedLang(), useSession.getState().userInfo);

/** Lets the browser paint and handle input before the next step (a new task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  if (!container) throw new Error('index.html lacks #root');
  // Evaluating the entry's modules was one task; the language and the styles start in the next.
  await nextTask();
  const styles = applyAppStyles();
  await initI18n(lang);
  await nextTask();
  await styles;
  await nextTask();
  // Building the router (flattening and ranking the whole route table) is a task of its own.
  const router = createHashRouter(routes);
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
}

/**
 * Work the first page does not need waits, one piece per idle period (each piece evaluates
 * chunks: done during the first seconds, a long task while the page becomes usable):
 *   - what a visitor will want after signing in (the signed-in strings and pages) starts when
 *     they first touch the page: nobody signs in without typing;
 *   - the service worker (offline start, install) registers after the page has been idle for
 *     a while, touched or not.
 */
const IDLE_MS = 3000;
const idle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0);
function inIdlePieces(pieces: (() => void)[]): void {
  const next = () => {
    const piece = pieces.shift();
    if (!piece) return;
    piece();
    idle(next);
  };
  idle(next);
}
function onFirstTouch(pieces: (() => void)[]): void {
  const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
  const begin = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, true);
    inIdlePieces(pieces);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
}

void start().then(() => {
  followOtherTabs();
  watchConnectivity();
  onFirstTouch([
    // The signed-in pages' strings (the first page loaded only its own part).
    () => void stringsReady('main').catch(() => undefined),
    // The signed-in shell, tab layout and study tab, so signing in does not wait for three
    // chunks in a row. The toast module too: the login page loads it on first use, and an
    // offline user needs it.
    preloadLikelyPages,
    () => void loadToast().catch(() => undefined),
  ]);
  setTimeout(
    () =>
      idle(() => {
        // autoUpdate: a new release activates and reloads without a prompt.
        if (import.meta.env.PROD && 'serviceWorker' in navigator) {
          void import('virtual:pwa-register').then(({ registerSW }) => registerSW());
        }
      }),
    IDLE_MS,
  );
});
