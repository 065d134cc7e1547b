/** The blacklist page's route, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { BLACKLIST_PATH } from './paths';

const BlacklistPage = lazyPage('blacklist', () => import('./BlacklistPage'));

export const BLACKLIST_ROUTES: RouteObject[] = [{ path: BLACKLIST_PATH, element: BlacklistPage.element }];
