/** The chat pages' routes, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { CHAT_PATHS } from './paths';

const ChatListPage = lazyPage('chat-list', () => import('./ChatListPage'));
const ChatPage = lazyPage('chat', () => import('./ChatPage'));

export const CHAT_ROUTES: RouteObject[] = [
  { path: CHAT_PATHS.list, element: ChatListPage.element },
  { path: CHAT_PATHS.chat, element: ChatPage.element },
];
