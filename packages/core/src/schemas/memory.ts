/**
 * The memory API: one FSRS card per (user, dictionary entry); sentence items of sentence books
 * get their own card keyed by the book item (`itemId`, with `entryId` the headword's entry for
 * reference, or null). Every graded interaction is a review.
 */
import { z } from 'zod';
import { CARD_STATES, MAX_DESIRED_RETENTION, MAX_DAILY_NEW, MIN_DESIRED_RETENTION, REVIEW_MODES, REVIEW_SOURCES } from '../constants.js';
import { MAX_DAY_ROLLOVER_HOUR, MIN_DAY_ROLLOVER_HOUR } from '../rules/learner-day.js';

export const requestIdSchema = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'validation');

export const cardSchema = z.object({
  /** The dictionary entry of a word card; for a sentence card the headword's entry, or null. */
  entryId: z.number().int().nullable(),
  /** Set on sentence cards: the book item the card remembers. */
  itemId: z.number().int().nullable(),
  state: z.enum(CARD_STATES),
  /** ISO date-time of the next review. */
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** Probability of recall now, 0-1 (0 for a card never reviewed), from the fractional days since the last review. */
  retrievability: z.number(),
  lastReview: z.string().nullable(),
});
export type MemoryCardView = z.infer<typeof cardSchema>;

export const reviewBody = z
  .object({
    entryId: z.number().int().positive().optional(),
    itemId: z.number().int().positive().optional(),
    source: z.enum(REVIEW_SOURCES),
    correct: z.boolean().optional(),
    rating: z.number().int().min(1).max(4).optional(),
    ms: z.number().int().min(0).max(3_600_000),
    requestId: requestIdSchema,
  })
  .refine((b) => b.entryId !== undefined || b.itemId !== undefined, { message: 'validation', path: ['entryId'] })
  .refine((b) => b.correct !== undefined || b.rating !== undefined, { message: 'validation', path: ['correct'] });
export type ReviewBody = z.infer<typeof reviewBody>;
export const reviewResultSchema = z.object({ card: cardSchema });

export const cardsQuery = z.object({
  entryIds: z
    .string()
    .max(4000)
    .regex(/^\d+(,\d+)*$/, 'validation')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive()).max(500)),
});
export const cardListSchema = z.object({ items: z.array(cardSchema) });

const rolloverHour = z.number().int().min(MIN_DAY_ROLLOVER_HOUR).max(MAX_DAY_ROLLOVER_HOUR);

/** The last accepted fit of the learner's FSRS weights: reviews used, log loss and RMSE(bins) of the weights before and after. */
export const fitSchema = z.object({
  /** ISO date-time of the fit. */
  at: z.string(),
  reviews: z.number().int(),
  logLossBefore: z.number(),
  logLossAfter: z.number(),
  rmseBefore: z.number(),
  rmseAfter: z.number(),
});
export type FitSummary = z.infer<typeof fitSchema>;

/** The learner's memory settings. */
export const studySettingsSchema = z.object({
  desiredRetention: z.number().min(MIN_DESIRED_RETENTION).max(MAX_DESIRED_RETENTION),
  dailyNew: z.number().int().min(0).max(MAX_DAILY_NEW),
  activeBookId: z.number().int().nullable(),
  /** Whether personal FSRS weights are in use, and when they were fitted (ISO) from how many logs. */
  personalized: z.boolean(),
  fittedAt: z.string().nullable(),
  fittedFromLogs: z.number().int(),
  /** Local hour (0-23) at which the learner's day begins (4 by default). */
  dayRolloverHour: rolloverHour,
  /** How today's reviews are asked: choice questions or active recall. */
  reviewMode: z.enum(REVIEW_MODES),
  /** The last fit with its evaluation (read-only); null when never fitted. */
  fit: fitSchema.nullable(),
});
export type StudySettings = z.infer<typeof studySettingsSchema>;
export const studySettingsBody = z.object({
  desiredRetention: z.number().min(MIN_DESIRED_RETENTION).max(MAX_DESIRED_RETENTION).optional(),
  dailyNew: z.number().int().min(0).max(MAX_DAILY_NEW).optional(),
  activeBookId: z.number().int().positive().nullable().optional(),
  dayRolloverHour: rolloverHour.optional(),
  reviewMode: z.enum(REVIEW_MODES).optional(),
});
/** A change of the settings: any subset. */
export type StudySettingsBody = z.input<typeof studySettingsBody>;
