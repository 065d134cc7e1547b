/** The friends helper's modules in one list (friends, blacklist, notifications, news), registered by modules/index.ts. */
import type { FastifyPluginAsync } from 'fastify';
import blacklistRoutes from '../blacklist/routes.js';
import newsRoutes from '../news/routes.js';
import notificationRoutes from '../notifications/routes.js';
import friendsRoutes from './routes.js';

export const socialFriendsModules: FastifyPluginAsync[] = [friendsRoutes, blacklistRoutes, notificationRoutes, newsRoutes];
