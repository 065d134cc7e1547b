/** The moderation pages' routes, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';

export const MODERATION_ROUTES: RouteObject[] = [];
