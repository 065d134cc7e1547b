/** The teams pages' routes, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';

export const TEAM_ROUTES: RouteObject[] = [];
