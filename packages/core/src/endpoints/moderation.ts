/** moderation endpoints (packages/server/src/modules/moderation). */
import type { Endpoint } from './define.js';

export const moderationEndpoints = {} as const satisfies Record<string, Endpoint>;
