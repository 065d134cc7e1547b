/** news endpoints (packages/server/src/modules/news). */
import type { Endpoint } from './define.js';

export const newsEndpoints = {} as const satisfies Record<string, Endpoint>;
