/** GET /api/health: the process and its database answer. */
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  cache: z.enum(['redis', 'memory']),
});
export type Health = z.infer<typeof healthSchema>;
