/** Every API feature module, registered inside the envelope scope by app.ts. */
import type { FastifyPluginAsync } from 'fastify';
import audioRoutes from './audio/routes.js';
import authRoutes from './auth/routes.js';
import bookRoutes from './books/routes.js';
import dictRoutes from './dict/routes.js';
import healthRoutes from './health/routes.js';
import pointsRoutes from './points/routes.js';
import userRoutes from './user/routes.js';

export const apiModules: FastifyPluginAsync[] = [healthRoutes, authRoutes, userRoutes, pointsRoutes, bookRoutes, dictRoutes, audioRoutes];
