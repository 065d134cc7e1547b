/** The friends pages' routes (and the info tab's news page), spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { INFO_ROUTES } from '../info/routes';
import { FRIENDS_PATHS } from './paths';

const FriendsListPage = lazyPage('friends', () => import('./FriendsListPage'));
const AddFriendPage = lazyPage('friend-add', () => import('./AddFriendPage'));
const UserCardPage = lazyPage('user-card', () => import('./UserCardPage'));

export const FRIENDS_ROUTES: RouteObject[] = [
  { path: FRIENDS_PATHS.list, element: FriendsListPage.element },
  { path: FRIENDS_PATHS.add, element: AddFriendPage.element },
  { path: FRIENDS_PATHS.user, element: UserCardPage.element },
  // The info tab has no route list of its own in app/routes.tsx; its news page rides here.
  ...INFO_ROUTES,
];
