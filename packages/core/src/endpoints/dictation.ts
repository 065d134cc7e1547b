/** dictation endpoints (packages/server/src/modules/dictation). */
import type { Endpoint } from './define.js';

export const dictationEndpoints = {} as const satisfies Record<string, Endpoint>;
