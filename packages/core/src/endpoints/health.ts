/** health endpoints (packages/server/src/modules/health). */
import type { Endpoint } from './define.js';

export const healthEndpoints = {} as const satisfies Record<string, Endpoint>;
