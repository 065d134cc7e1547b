/** chat endpoints (packages/server/src/modules/chat). */
import type { Endpoint } from './define.js';

export const chatEndpoints = {} as const satisfies Record<string, Endpoint>;
