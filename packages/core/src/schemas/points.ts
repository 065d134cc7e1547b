/**
 * Points ledger records and spending. `GET /score/getScoreRecorde?page=&pageSize=` pages the
 * ledger newest first (offset paging: `page` from 1, `total` rows, `hasMore`); `POST
 * /score/useScore` spends points, idempotent per requestId. Daily and total: `pointsSummarySchema`.
 */
import { z } from 'zod';
import { requestIdSchema } from './memory.js';

/**
 * What a ledger row is for (points_ledger.source): a finished study group, the daily test, a task,
 * a battle, or a spend. Nothing else pays points: a look-up or a single tap never does.
 */
export const POINTS_SOURCES = ['group', 'daily-test', 'task', 'battle', 'spend'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];
/** A record's kind: its source, or `other` for rows written before sources were recorded. */
export const POINTS_KINDS = [...POINTS_SOURCES, 'other'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

export const SCORE_PAGE_SIZE = 20;
export const SCORE_MAX_PAGE_SIZE = 100;
/** A single spend can never exceed this (far beyond any balance; keeps sums exact). */
export const MAX_SPEND = 1_000_000_000;

export const scoreRecordsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SCORE_MAX_PAGE_SIZE).default(SCORE_PAGE_SIZE),
});
export type ScoreRecordsQuery = z.infer<typeof scoreRecordsQuery>;

export const scoreRecordSchema = z.object({
  id: z.number().int(),
  /** Positive for a credit, negative for a spend. */
  amount: z.number().int(),
  kind: z.enum(POINTS_KINDS),
  /** The source's code the web translates (`group`, `daily-test`, `battle`), `task:<taskKey>`, or a spend's own reason. */
  reason: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type ScoreRecord = z.infer<typeof scoreRecordSchema>;

export const scoreRecordPageSchema = z.object({
  items: z.array(scoreRecordSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type ScoreRecordPage = z.infer<typeof scoreRecordPageSchema>;

const invalidAmount = 'points.invalidAmount';
export const useScoreBody = z.object({
  /** A positive whole number of points; anything else is `points.invalidAmount`. */
  amount: z
    .number({ error: invalidAmount })
    .int({ error: invalidAmount })
    .positive({ error: invalidAmount })
    .max(MAX_SPEND, { error: invalidAmount }),
  /** What the points are spent on: a short code or text (1-64 characters, trimmed). */
  reason: z.string().trim().min(1).max(64),
  requestId: requestIdSchema,
});
export type UseScoreBody = z.infer<typeof useScoreBody>;

export const useScoreResultSchema = z.object({
  /** The balance right after this spend (a replay answers the same). */
  balance: z.number().int(),
  record: scoreRecordSchema,
});
export type UseScoreResult = z.infer<typeof useScoreResultSchema>;
