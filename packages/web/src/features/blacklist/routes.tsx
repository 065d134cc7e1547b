/** The blacklist page's route, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';

export const BLACKLIST_ROUTES: RouteObject[] = [];
