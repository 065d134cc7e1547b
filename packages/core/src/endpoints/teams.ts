/** teams endpoints (packages/server/src/modules/teams). */
import type { Endpoint } from './define.js';

export const teamsEndpoints = {} as const satisfies Record<string, Endpoint>;
