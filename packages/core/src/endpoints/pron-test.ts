/** pron-test endpoints (packages/server/src/modules/pron-test). */
import type { Endpoint } from './define.js';

export const pronTestEndpoints = {} as const satisfies Record<string, Endpoint>;
