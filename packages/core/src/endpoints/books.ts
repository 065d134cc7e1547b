/** books endpoints (packages/server/src/modules/books). */
import type { Endpoint } from './define.js';

export const booksEndpoints = {} as const satisfies Record<string, Endpoint>;
