/** The info tab's own pages (the tab itself is in app/routes.tsx): one system news item. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { INFO_PATHS } from './paths';

const NewsPage = lazyPage('info-news', () => import('./NewsPage'));

export const INFO_ROUTES: RouteObject[] = [{ path: INFO_PATHS.news, element: NewsPage.element }];
