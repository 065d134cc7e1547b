/** upload endpoints (packages/server/src/modules/upload). */
import type { Endpoint } from './define.js';

export const uploadEndpoints = {} as const satisfies Record<string, Endpoint>;
