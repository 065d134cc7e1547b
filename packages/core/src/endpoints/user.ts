/** user endpoints (packages/server/src/modules/user). */
import type { Endpoint } from './define.js';

export const userEndpoints = {} as const satisfies Record<string, Endpoint>;
