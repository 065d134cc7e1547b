/** The retention helper and the reschedule action of the study settings (see rules/retention-sim.ts). */
import { z } from 'zod';

export const retentionHelperRowSchema = z.object({
  retention: z.number(),
  /** Expected reviews a day over the next `days` learner days. */
  dailyReviews: z.number(),
  /** Expected words recalled at the end of them (sum of R). */
  knownAtEnd: z.number(),
});
export const retentionHelperSchema = z.object({
  days: z.number().int(),
  /** The learner's cards the simulation starts from (a sample of at most RETENTION_SIM_MAX_CARDS stands for them). */
  cards: z.number().int(),
  /** New cards a day assumed (the learner's daily new limit). */
  dailyNew: z.number().int(),
  rows: z.array(retentionHelperRowSchema),
});
export type RetentionHelper = z.infer<typeof retentionHelperSchema>;

export const rescheduleResultSchema = z.object({
  /** Cards whose memory state and due date were recomputed. */
  cards: z.number().int(),
});
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;
