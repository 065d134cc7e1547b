/** emoji endpoints (packages/server/src/modules/emoji). */
import type { Endpoint } from './define.js';

export const emojiEndpoints = {} as const satisfies Record<string, Endpoint>;
