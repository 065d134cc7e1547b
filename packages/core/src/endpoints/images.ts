/** images endpoints (packages/server/src/modules/images). */
import type { Endpoint } from './define.js';

export const imagesEndpoints = {} as const satisfies Record<string, Endpoint>;
