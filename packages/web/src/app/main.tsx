/**
 * Entry: picks the UI language (stored setting, else the user's, else zh), loads it, then
 * renders the router (replacing index.html's static shell). Also starts the offline watch,
 * keeps tabs' sessions in step and registers the service worker.
 *
 * index.html's static shell is already on screen, so nothing here is urgent: the start is cut
 * into short tasks rather than one long task that would hold a tap on the shell for a quarter
 * of a second on a slow phone (Lighthouse's blocking time). This module imports only what picks
 * the language; the rest comes in boot stages (`./boot/`), each a dynamic import awaited in turn,
 * so each stage's module evaluation is a task of its own: i18next, React DOM, React Router, then
 * the app's own modules. build/paint-first.ts fetches the stages' chunks with the entry, so the
 * sequence costs no round trips. Between the steps a yield to the browser, and the first render
 * is a transition, which React renders in slices of a few milliseconds.
 */
import 'antd-mobile/es/global';
import './global.css';
import { resolveInitialLang, storedLang } from '../i18n/language';
import { followOtherTabs, useSession } from '../session/store';
import { loadToast } from '../components/toast';
import { applyAppStyles } from './app-styles';

const container = document.getElementById('root');
const session = useSession.getState();
const lang = resolveInitialLang(storedLang(), session.userInfo);

/** Lets the browser paint and handle input before the next step (a new task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  if (!container) throw new Error('index.html lacks #root');
  // Evaluating the entry was one task; the styles and the strings' module start in the next.
  await nextTask();
  const styles = applyAppStyles();
  const strings = await import('./boot/strings');
  await nextTask();
  await strings.initI18n(lang);
  await nextTask();
  await styles;
  await nextTask();
  const { createRoot } = await import('./boot/react-dom');
  await nextTask();
  await import('./boot/router');
  await nextTask();
  const app = await import('./boot/app');
  await nextTask();
  // Building the router (flattening and ranking the whole route table) is a task of its own.
  const router = app.buildRouter();
  await nextTask();
  app.renderApp(createRoot(container), router);
  return { app, strings };
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

void start().then(({ app, strings }) => {
  followOtherTabs();
  app.watchConnectivity();
  const firstTouch = [
    // The signed-in pages' strings (the first page loaded only its own part).
    () => void strings.stringsReady('main').catch(() => undefined),
    // The signed-in shell, tab layout and study tab, so signing in does not wait for three
    // chunks in a row. The toast module too: the login page loads it on first use, and an
    // offline user needs it.
    app.preloadLikelyPages,
    () => void loadToast().catch(() => undefined),
  ];
  // The offline modal's Dialog, so it can open once the network is gone: soon for a signed-in
  // user (pages with server data), with the rest on a visitor's first touch.
  if (session.token) setTimeout(app.prefetchDialog, 2000);
  else firstTouch.push(app.prefetchDialog);
  onFirstTouch(firstTouch);
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
