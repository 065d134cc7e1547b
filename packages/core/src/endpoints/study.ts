/** study endpoints (packages/server/src/modules/study). */
import type { Endpoint } from './define.js';

export const studyEndpoints = {} as const satisfies Record<string, Endpoint>;
