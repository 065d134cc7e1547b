/**
 * Teams (issue 13): create, join by code, invite friends, leave, remove members, and a team page
 * with each member's study this week and the weekly team goal (rules/team-goal.ts).
 */
import { z } from 'zod';
import { textLength } from '../rules/text-length.js';

export * from '../rules/team-goal.js';

/** Lengths as the spec counts them (non-ASCII counts 2). */
export const TEAM_LIMITS = { nameMax: 40, descriptionMax: 200, codeLength: 6 } as const;

const limited = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => textLength(s) <= max, { message: 'tooLong' });

export const teamNameSchema = limited(TEAM_LIMITS.nameMax).refine((s) => s.length > 0, { message: 'required' });
export const teamCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/));

export const createTeamBody = z.object({
  name: teamNameSchema,
  description: limited(TEAM_LIMITS.descriptionMax).nullish(),
});
export type CreateTeamBody = z.input<typeof createTeamBody>;
export const joinTeamBody = z.object({ code: teamCodeSchema });
export const inviteTeamBody = z.object({ userId: z.coerce.number().int().positive() });

/** `:id` of a team or of an invite to one. */
export const teamIdParams = z.object({ id: z.coerce.number().int().positive() });
/** A team's member: `/api/teams/:id/members/:userId`. */
export const teamMemberParams = z.object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() });

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  code: z.string(),
  ownerId: z.number().int(),
  memberCount: z.number().int(),
  myRole: z.enum(TEAM_ROLES),
  createdAt: z.number(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

export const teamInviteSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  from: teamUserSchema,
  createdAt: z.number(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const myTeamsSchema = z.object({
  items: z.array(teamSummarySchema),
  /** Invites to me that wait for an answer. */
  invites: z.array(teamInviteSchema),
  maxTeams: z.number().int(),
});
export type MyTeams = z.infer<typeof myTeamsSchema>;

/** A member's study in the week: new words, minutes, reviews and points earned. */
export const memberWeekSchema = z.object({
  words: z.number().int(),
  minutes: z.number().int(),
  reviews: z.number().int(),
  points: z.number().int(),
});
export type MemberWeek = z.infer<typeof memberWeekSchema>;

export const teamMemberSchema = teamUserSchema.extend({
  role: z.enum(TEAM_ROLES),
  joinedAt: z.number(),
  week: memberWeekSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const goalPartSchema = z.object({
  done: z.number().int(),
  target: z.number().int(),
  percent: z.number().int(),
  reached: z.boolean(),
});

export const teamDetailSchema = z.object({
  team: teamSummarySchema,
  members: z.array(teamMemberSchema),
  /** The Monday that starts this week in the viewer's zone, and the Sunday that ends it ('YYYY-MM-DD'). */
  weekStart: z.string(),
  weekEnd: z.string(),
  goal: z.object({ words: goalPartSchema, minutes: goalPartSchema, reached: z.boolean() }),
  maxMembers: z.number().int(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** Friends of mine who are not in the team yet (the invite picker). */
export const invitableSchema = z.object({ items: z.array(teamUserSchema.extend({ invited: z.boolean() })) });
export type Invitable = z.infer<typeof invitableSchema>;

export const teamInviteResultSchema = z.object({ id: z.number().int() });
export const teamJoinResultSchema = z.object({ team: teamSummarySchema });
export const teamLeaveResultSchema = z.object({
  /** The team was deleted (its last member left). */
  deleted: z.boolean(),
  /** Who owns the team now, when the owner left. */
  newOwnerId: z.number().int().nullable(),
});
export const teamDoneSchema = z.object({ ok: z.literal(true) });
