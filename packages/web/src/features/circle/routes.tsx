/** The circle pages' routes, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { CIRCLE_PATHS } from './paths';

const CirclePage = lazyPage('circle', () => import('./CirclePage'));
const PostComposerPage = lazyPage('circle-post', () => import('./PostComposerPage'));
const MyPostsPage = lazyPage('circle-mine', () => import('./MyPostsPage'));
const ChooseLocationPage = lazyPage('choose-location', () => import('./ChooseLocationPage'));
const OpenLocationPage = lazyPage('open-location', () => import('./OpenLocationPage'));

export const CIRCLE_ROUTES: RouteObject[] = [
  { path: CIRCLE_PATHS.index, element: CirclePage.element },
  { path: CIRCLE_PATHS.post, element: PostComposerPage.element },
  { path: CIRCLE_PATHS.mine, element: MyPostsPage.element },
  { path: CIRCLE_PATHS.chooseLocation, element: ChooseLocationPage.element },
  { path: CIRCLE_PATHS.openLocation, element: OpenLocationPage.element },
];
