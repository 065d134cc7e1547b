/** analyze endpoints (packages/server/src/modules/analyze). */
import type { Endpoint } from './define.js';

export const analyzeEndpoints = {} as const satisfies Record<string, Endpoint>;
