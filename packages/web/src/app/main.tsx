/**
 * Entry: picks the UI language (stored setting, else the user's, else zh), loads it, then
 * renders the router (replacing index.html's static shell). Also starts the offline watch,
 * keeps tabs' sessions in step and registers the service worker.
 */
import './antd-compat';
import 'antd-mobile/es/global';
import './global.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '../i18n';
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

void Promise.all([initI18n(lang), applyAppStyles()]).then(() => {
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  followOtherTabs();
  watchConnectivity();
  // Includes the 404 page, where an offline user is sent: fetch it while there is a network.
  // The toast module too: the login page loads it on first use, and an offline user needs it.
  setTimeout(() => {
    preloadLikelyPages();
    void loadToast().catch(() => undefined);
  }, 1500);
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // Off the critical path: registered at the window's `load`, so precaching the app shell
    // does not compete with the first page. autoUpdate: a new release activates and reloads
    // without a prompt.
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW());
  }
});
