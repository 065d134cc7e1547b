/**
 * The route table (hash router), in one place. Add a page: one `lazyPage` line and one
 * route object (`{ path, element: Page.element }`). Pages outside the `AuthedShell` branch are public (login, 404).
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { PATHS } from './paths';
import { RouteError } from './RouteError';

// Layouts of the signed-in pages are lazy too: the login page needs neither.
const AuthedShell = lazyPage('shell', () => import('./AuthedShell'));
const TabLayout = lazyPage('tabs', () => import('./TabLayout'));

const LoginPage = lazyPage('login', () => import('../features/login/LoginPage'));
const IdentitySettingsPage = lazyPage('settings', () => import('../features/settings/IdentitySettingsPage'));
const StudyPage = lazyPage('home', () => import('../features/home/StudyPage'));
const SocialPage = lazyPage('social', () => import('../features/social/SocialPage'));
const InfoPage = lazyPage('info', () => import('../features/info/InfoPage'));
const MinePage = lazyPage('profile', () => import('../features/profile/MinePage'));
const PersonalCenterPage = lazyPage('mine', () => import('../features/mine/PersonalCenterPage'));
export const NotFoundPage = lazyPage('notfound', () => import('../features/notfound/NotFoundPage'));

/** Fetched once the first page is up, so signing in does not wait for three chunks in a row. */
export function preloadLikelyPages(): void {
  for (const page of [NotFoundPage, AuthedShell, TabLayout, StudyPage, IdentitySettingsPage]) page.preload();
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: PATHS.home, element: LoginPage.element },
      { path: PATHS.login, element: LoginPage.element },
      { path: PATHS.notFound, element: NotFoundPage.element },
      { path: `${PATHS.notFound}.vue`, element: NotFoundPage.element },
      {
        element: AuthedShell.element,
        children: [
          {
            element: TabLayout.element,
            children: [
              { path: PATHS.study, element: StudyPage.element },
              { path: PATHS.social, element: SocialPage.element },
              { path: PATHS.info, element: InfoPage.element },
              { path: PATHS.mine, element: MinePage.element },
            ],
          },
          { path: PATHS.settings, element: IdentitySettingsPage.element },
          { path: PATHS.personalCenter, element: PersonalCenterPage.element },
        ],
      },
      { path: '*', element: NotFoundPage.element },
    ],
  },
];
