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
import { router } from './router';
import { preloadLikelyPages } from './routes';

const container = document.getElementById('root');
const lang = resolveInitialLang(storedLang(), useSession.getState().userInfo);

/** Lets the browser paint and handle input before the next step (a new task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  if (!container) throw new Error('index.html lacks #root');
  const styles = applyAppStyles();
  await initI18n(lang);
  await nextTask();
  await styles;
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
 * Work the first page does not need (fetching likely next pages, registering the service
 * worker) waits until the visitor first touches the page or the browser has been idle for a
 * while, and then runs one piece per idle period: each piece inserts links and evaluates chunks,
 * and done at a fixed time after start it landed, as one long task, in the middle of the page
 * becoming usable.
 */
const SETTLE_MS = 3000;
function whenSettled(pieces: (() => void)[]): void {
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0);
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, true);
    const next = () => {
      const piece = pieces.shift();
      if (!piece) return;
      piece();
      idle(next);
    };
    idle(next);
  };
  const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
  setTimeout(() => idle(begin), SETTLE_MS);
}

void start().then(() => {
  followOtherTabs();
  watchConnectivity();
  whenSettled([
    // The signed-in pages' strings (the first page loaded only its own part): evaluating them
    // during the first seconds was one more long task while the login page became usable.
    () => void stringsReady('main').catch(() => undefined),
    // The signed-in shell, tab layout and study tab, so signing in does not wait for three
    // chunks in a row. The toast module too: the login page loads it on first use, and an
    // offline user needs it.
    preloadLikelyPages,
    () => void loadToast().catch(() => undefined),
    () => {
      // autoUpdate: a new release activates and reloads without a prompt.
      if (import.meta.env.PROD && 'serviceWorker' in navigator) {
        void import('virtual:pwa-register').then(({ registerSW }) => registerSW());
      }
    },
  ]);
});
