/** player endpoints (packages/server/src/modules/player). */
import type { Endpoint } from './define.js';

export const playerEndpoints = {} as const satisfies Record<string, Endpoint>;
