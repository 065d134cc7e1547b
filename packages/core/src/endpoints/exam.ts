/** exam endpoints (packages/server/src/modules/exam). */
import type { Endpoint } from './define.js';

export const examEndpoints = {} as const satisfies Record<string, Endpoint>;
