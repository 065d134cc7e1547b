/** vocab-test endpoints (packages/server/src/modules/vocab-test). */
import type { Endpoint } from './define.js';

export const vocabTestEndpoints = {} as const satisfies Record<string, Endpoint>;
