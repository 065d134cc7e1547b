/**
 * Mentors and parents (issue 13): invite codes, links between a student and a mentor or parent,
 * a mentor's students with a summary, and a student's progress as a linked mentor sees it.
 */
import { z } from 'zod';
import { IDENTITIES } from '../constants.js';
import { examHistoryItemSchema } from './exam.js';
import { progressSchema } from './study.js';

export const MENTOR_RELATIONS = ['mentor', 'parent'] as const;
export type MentorRelation = (typeof MENTOR_RELATIONS)[number];
/** The side of a link: the student (whose progress is seen) or the mentor/parent (who sees it). */
export const MENTOR_SIDES = ['student', 'mentor'] as const;
export type MentorSide = (typeof MENTOR_SIDES)[number];

/** Invite codes: no look-alike characters (0/O, 1/I/L), 8 long, single use. */
export const MENTOR_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const MENTOR_CODE_LENGTH = 8;
export const MENTOR_CODE_TTL_MS = 7 * 86_400_000;
/** An expired code stays listed (marked expired) this long after its expiry, then the cleanup job deletes it. */
export const MENTOR_EXPIRED_CODE_RETENTION_MS = 86_400_000;
/** Unused, unexpired codes one user may hold at once. */
export const MENTOR_MAX_PENDING_CODES = 5;

/** A code as typed: spaces and dashes dropped, upper case. */
export function normalizeMentorCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export const mentorInviteBody = z.object({
  relation: z.enum(MENTOR_RELATIONS),
  /** The creator's side: a student invites a mentor/parent, a mentor/parent invites a student. */
  as: z.enum(MENTOR_SIDES),
});
export type MentorInviteBody = z.infer<typeof mentorInviteBody>;

export const mentorAcceptBody = z.object({
  code: z
    .string()
    .max(40)
    .transform(normalizeMentorCode)
    .pipe(
      z
        .string()
        .length(MENTOR_CODE_LENGTH)
        .regex(new RegExp(`^[${MENTOR_CODE_ALPHABET}]+$`)),
    ),
});
export type MentorAcceptBody = z.input<typeof mentorAcceptBody>;

/** `:id` of a link (or an unused code) or of a student. */
export const mentorIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const mentorInviteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  relation: z.enum(MENTOR_RELATIONS),
  as: z.enum(MENTOR_SIDES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its expiry: it can no longer be entered (listed for a day, then deleted by the cleanup job). */
  expired: z.boolean(),
});
export type MentorInvite = z.infer<typeof mentorInviteSchema>;

/** The other person of a link, as much as a linked user may see. */
export const mentorPeerSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  identity: z.enum(IDENTITIES).nullable(),
});
export type MentorPeer = z.infer<typeof mentorPeerSchema>;

export const mentorLinkSchema = z.object({
  id: z.number().int(),
  relation: z.enum(MENTOR_RELATIONS),
  /** My side of the link. */
  side: z.enum(MENTOR_SIDES),
  peer: mentorPeerSchema,
  acceptedAt: z.string(),
});
export type MentorLink = z.infer<typeof mentorLinkSchema>;

export const mentorLinksSchema = z.object({
  /** Who can see my progress (I am the student). */
  mentors: z.array(mentorLinkSchema),
  /** Whose progress I can see (I am the mentor or parent). */
  students: z.array(mentorLinkSchema),
  /** Codes I created that nobody used yet. */
  pending: z.array(mentorInviteSchema),
});
export type MentorLinks = z.infer<typeof mentorLinksSchema>;

export const mentorAcceptedSchema = z.object({ link: mentorLinkSchema });
export type MentorAccepted = z.infer<typeof mentorAcceptedSchema>;

export const mentorRevokedSchema = z.object({ id: z.number().int(), revoked: z.literal(true) });
export type MentorRevoked = z.infer<typeof mentorRevokedSchema>;

export const studentSummarySchema = z.object({
  linkId: z.number().int(),
  relation: z.enum(MENTOR_RELATIONS),
  student: mentorPeerSchema,
  streak: z.number().int(),
  learned: z.number().int(),
  retention30d: z.number().nullable(),
  minutesToday: z.number(),
  /** Minutes studied over the last 7 days, today included. */
  minutes7d: z.number(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

export const mentorStudentsSchema = z.object({ items: z.array(studentSummarySchema) });
export type MentorStudents = z.infer<typeof mentorStudentsSchema>;

export const weakWordSchema = z.object({
  entryId: z.number().int(),
  word: z.string(),
  lang: z.string(),
  lapses: z.number().int(),
  reps: z.number().int(),
  /** FSRS stability in days. */
  stability: z.number(),
});
export type WeakWord = z.infer<typeof weakWordSchema>;

export const studentProgressSchema = z.object({
  student: mentorPeerSchema,
  relation: z.enum(MENTOR_RELATIONS),
  /** The student's "today" (their time zone), for the charts' day labels. */
  today: z.string(),
  progress: progressSchema,
  /** Words learned (cards first reviewed) up to each day with new words, cumulative. */
  learnedOverTime: z.array(z.object({ day: z.string(), total: z.number().int() })),
  exams: z.array(examHistoryItemSchema),
  weakWords: z.array(weakWordSchema),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;
