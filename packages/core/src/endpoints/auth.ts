/** auth endpoints (packages/server/src/modules/auth). */
import type { Endpoint } from './define.js';

export const authEndpoints = {} as const satisfies Record<string, Endpoint>;
