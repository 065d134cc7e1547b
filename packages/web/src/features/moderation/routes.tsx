/** The moderation pages' routes, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { MODERATION_PATHS } from './paths';

const AdminReportsPage = lazyPage('admin-reports', () => import('./AdminReportsPage'));
const AdminModerationPage = lazyPage('admin-moderation', () => import('./AdminModerationPage'));

export const MODERATION_ROUTES: RouteObject[] = [
  { path: MODERATION_PATHS.reports, element: AdminReportsPage.element },
  { path: MODERATION_PATHS.queue, element: AdminModerationPage.element },
];
