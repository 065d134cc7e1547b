/** mentors endpoints (packages/server/src/modules/mentors). */
import type { Endpoint } from './define.js';

export const mentorsEndpoints = {} as const satisfies Record<string, Endpoint>;
