/** dict endpoints (packages/server/src/modules/dict). */
import type { Endpoint } from './define.js';

export const dictEndpoints = {} as const satisfies Record<string, Endpoint>;
