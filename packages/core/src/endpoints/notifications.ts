/** notifications endpoints (packages/server/src/modules/notifications). */
import type { Endpoint } from './define.js';

export const notificationsEndpoints = {} as const satisfies Record<string, Endpoint>;
