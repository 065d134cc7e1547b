/** tasks endpoints (packages/server/src/modules/tasks). */
import type { Endpoint } from './define.js';

export const tasksEndpoints = {} as const satisfies Record<string, Endpoint>;
