/**
 * Reports, text and image moderation, and the admins' review of both (issue 13).
 * - `POST /jb/addUserJB`: report a user, optionally with the evidence (a message, post, comment,
 *   book or image of theirs); answers the report id (the existing one for a repeated report).
 * - `POST /qn/textCensor`, `POST /qn/imageCensor`: what the moderation provider says of a text or
 *   of one of one's own images (`/api/images/<key>`).
 * - `/api/admin/reports` and `/api/admin/moderation`: admins dismiss, hide, suspend; approve, hide.
 */
import { z } from 'zod';

export const MODERATION_VERDICTS = ['pass', 'review', 'block'] as const;
export type ModerationVerdict = (typeof MODERATION_VERDICTS)[number];

export const REPORT_REASONS = ['spam', 'abuse', 'sexual', 'hate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_EVIDENCE_KINDS = ['message', 'post', 'comment', 'book', 'image'] as const;
export type ReportEvidenceKind = (typeof REPORT_EVIDENCE_KINDS)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const QUEUE_STATUSES = ['open', 'approved', 'hidden'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** Longest free text a report may carry; longest text textCensor checks. */
export const REPORT_DETAIL_MAX = 500;
export const CENSOR_TEXT_MAX = 5000;
/** Suspensions: whole days, up to a year. */
export const SUSPEND_DAYS_MAX = 365;

export const reportEvidenceSchema = z.object({
  kind: z.enum(REPORT_EVIDENCE_KINDS),
  id: z.union([z.string().trim().min(1).max(100), z.number().int().positive()]),
});
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>;

export const addReportBody = z.object({
  userId: z.coerce.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
  /** What the reporter adds in their own words (required for `other`). */
  detail: z.string().trim().max(REPORT_DETAIL_MAX).optional(),
  evidence: reportEvidenceSchema.optional(),
});
export type AddReportBody = z.infer<typeof addReportBody>;

export const addReportResult = z.object({ id: z.number().int(), duplicate: z.boolean() });
export type AddReportResult = z.infer<typeof addReportResult>;

export const textCensorBody = z.object({ text: z.string().max(CENSOR_TEXT_MAX) });
export const censorResult = z.object({
  verdict: z.enum(MODERATION_VERDICTS),
  labels: z.array(z.string()),
});
export type CensorResult = z.infer<typeof censorResult>;

export const imageCensorBody = z.object({ path: z.string().trim().min(1).max(300) });
export const imageCensorResult = censorResult.extend({
  mime: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ImageCensorResult = z.infer<typeof imageCensorResult>;

const person = z.object({ id: z.number().int(), nickname: z.string().nullable() });

export const reportSchema = z.object({
  id: z.number().int(),
  reporter: person,
  user: person.extend({ suspendedUntil: z.number().nullable() }),
  reason: z.enum(REPORT_REASONS),
  detail: z.string().nullable(),
  evidence: z.object({ kind: z.enum(REPORT_EVIDENCE_KINDS), id: z.string(), text: z.string().nullable(), hidden: z.boolean() }).nullable(),
  status: z.enum(REPORT_STATUSES),
  action: z.string().nullable(),
  handledAt: z.number().nullable(),
  createdAt: z.number(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.object({ items: z.array(reportSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

export const reportListQuery = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const suspendBody = z.object({ days: z.coerce.number().int().min(1).max(SUSPEND_DAYS_MAX) });

/** `:id` of an admin path: a report (`/api/admin/reports/:id/...`) or a queue item (`/api/admin/moderation/:id/...`). */
export const moderationIdParams = z.object({ id: z.coerce.number().int().positive() });
/** An admin's decision answers the id it decided. */
export const decisionResultSchema = z.object({ id: z.number().int() });
export type DecisionResult = z.infer<typeof decisionResultSchema>;

export const QUEUE_TARGET_KINDS = ['message', 'post', 'comment', 'nickname', 'team', 'image', 'book', 'avatar'] as const;

export const queueItemSchema = z.object({
  id: z.number().int(),
  targetKind: z.enum(QUEUE_TARGET_KINDS),
  targetId: z.string(),
  user: person.nullable(),
  content: z.string().nullable(),
  /** An image target's URL (admins may view it while it waits). */
  imageUrl: z.string().nullable(),
  labels: z.array(z.string()),
  status: z.enum(QUEUE_STATUSES),
  handledAt: z.number().nullable(),
  createdAt: z.number(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueListSchema = z.object({ items: z.array(queueItemSchema) });
export type QueueList = z.infer<typeof queueListSchema>;

export const queueListQuery = z.object({
  status: z.enum(QUEUE_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
