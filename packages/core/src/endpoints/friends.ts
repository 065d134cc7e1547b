/** friends endpoints (packages/server/src/modules/friends). */
import type { Endpoint } from './define.js';

export const friendsEndpoints = {} as const satisfies Record<string, Endpoint>;
