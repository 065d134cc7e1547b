/** reading endpoints (packages/server/src/modules/reading). */
import type { Endpoint } from './define.js';

export const readingEndpoints = {} as const satisfies Record<string, Endpoint>;
