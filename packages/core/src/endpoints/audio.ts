/** audio endpoints (packages/server/src/modules/audio). */
import type { Endpoint } from './define.js';

export const audioEndpoints = {} as const satisfies Record<string, Endpoint>;
