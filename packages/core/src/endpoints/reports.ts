/** reports endpoints (packages/server/src/modules/reports). */
import type { Endpoint } from './define.js';

export const reportsEndpoints = {} as const satisfies Record<string, Endpoint>;
