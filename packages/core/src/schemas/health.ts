/** GET /api/health: the process and its database answer. */
import { z } from 'zod';

const dependencySchema = z.object({
  status: z.enum(['up', 'down']),
  /** Round trip of the check (ms); null when it did not answer. */
  ms: z.number().nullable(),
});

export const healthSchema = z.object({
  /** `degraded`: the app answers, a dependency it can run without (Redis) is down. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  cache: z.enum(['redis', 'memory']),
  /** Each dependency asked on this request. */
  dependencies: z.object({ database: dependencySchema, cache: dependencySchema }),
});
export type Health = z.infer<typeof healthSchema>;
