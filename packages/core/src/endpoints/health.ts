/** Liveness and readiness: the process, the database and the cache. */
import { healthSchema } from '../schemas/health.js';
import type { Endpoint } from './define.js';

export const healthEndpoints = {
  health: {
    method: 'GET',
    path: '/api/health',
    auth: false,
    summary: 'The process answers; each dependency (database, cache) with its status and round trip',
    response: healthSchema,
  },
} as const satisfies Record<string, Endpoint>;
