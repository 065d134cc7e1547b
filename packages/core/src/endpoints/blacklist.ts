/** blacklist endpoints (packages/server/src/modules/blacklist). */
import type { Endpoint } from './define.js';

export const blacklistEndpoints = {} as const satisfies Record<string, Endpoint>;
