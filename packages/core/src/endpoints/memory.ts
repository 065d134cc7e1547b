/** memory endpoints (packages/server/src/modules/memory). */
import type { Endpoint } from './define.js';

export const memoryEndpoints = {} as const satisfies Record<string, Endpoint>;
