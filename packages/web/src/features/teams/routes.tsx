/** The teams pages' routes, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { TEAM_PATHS } from './paths';

const TeamsPage = lazyPage('teams', () => import('./TeamsPage'));
const TeamPage = lazyPage('team', () => import('./TeamPage'));

export const TEAM_ROUTES: RouteObject[] = [
  { path: TEAM_PATHS.list, element: TeamsPage.element },
  { path: TEAM_PATHS.team, element: TeamPage.element },
];
