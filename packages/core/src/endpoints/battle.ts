/** battle endpoints (packages/server/src/modules/battle). */
import type { Endpoint } from './define.js';

export const battleEndpoints = {} as const satisfies Record<string, Endpoint>;
