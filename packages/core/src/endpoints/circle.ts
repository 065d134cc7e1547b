/** circle endpoints (packages/server/src/modules/circle). */
import type { Endpoint } from './define.js';

export const circleEndpoints = {} as const satisfies Record<string, Endpoint>;
