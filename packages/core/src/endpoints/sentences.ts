/** sentences endpoints (packages/server/src/modules/sentences). */
import type { Endpoint } from './define.js';

export const sentencesEndpoints = {} as const satisfies Record<string, Endpoint>;
