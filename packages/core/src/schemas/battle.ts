/**
 * Live vocabulary battles: the HTTP routes and the WebSocket frames of `/ws/battle/`.
 *
 * A browser cannot set `Authorization` on a WebSocket, so it first fetches a short-lived,
 * single-use ticket (`POST /api/battle/ticket`, with its token) and connects to
 * `/ws/battle/?ticket=…`. Every frame is JSON with a `type`; both ends validate every frame with
 * these schemas. The server is the authority on questions, the clock and the score: the client
 * sends only its choice, never a score or whether it was right.
 */
import { z } from 'zod';
import { LANGS } from '../constants.js';

/** Seconds a ticket is valid (single use). */
export const BATTLE_TICKET_TTL_SECONDS = 30;
/** A quick match waits this long for a human before a bot joins. */
export const BATTLE_BOT_AFTER_MS = 10_000;
/** Levels either side that a quick match accepts. */
export const BATTLE_LEVEL_SPAN = 2;
/** Questions per battle. */
export const BATTLE_QUESTIONS = 10;
/** Time to answer one question. */
export const BATTLE_QUESTION_MS = 10_000;
/** Countdown before the first question once both are ready. */
export const BATTLE_COUNTDOWN_MS = 3_000;
/** A dropped player may rejoin within this time; after it they forfeit. */
export const BATTLE_REJOIN_MS = 15_000;
/** Largest frame accepted (bytes); a larger one closes the socket. */
export const BATTLE_MAX_FRAME_BYTES = 4096;
/** Frames a socket may send per second (burst of twice that). */
export const BATTLE_MAX_FRAMES_PER_SECOND = 20;
/** Close code sent when the client breaks the protocol (too large, too fast). */
export const BATTLE_CLOSE_POLICY = 1008;

export const BATTLE_QUESTION_KINDS = ['meaning', 'word', 'listen'] as const;
export type BattleQuestionKind = (typeof BATTLE_QUESTION_KINDS)[number];

export const BATTLE_ERROR_CODES = [
  'malformed',
  'unknown-type',
  'not-in-room',
  'not-current',
  'already-answered',
  'already-queued',
  'rate-limited',
  'bad-level',
  'room-ended',
  'invite-invalid',
  'blocked',
  'server-restart',
] as const;
export type BattleErrorCode = (typeof BATTLE_ERROR_CODES)[number];

const requestId = z.string().min(1).max(64);
const level = z.number().int().min(1).max(20);

// ---- client → server -------------------------------------------------------------------------

export const clientFrameSchema = z.discriminatedUnion('type', [
  /** Quick match by learning language and level (±BATTLE_LEVEL_SPAN); a bot joins after 10 s. */
  z.object({ type: z.literal('queue'), lang: z.enum(LANGS), level }),
  /** Join the room of a friend's invite (code from `POST /api/battle/invites`). */
  z.object({ type: z.literal('join'), code: z.string().min(4).max(16) }),
  /** Rejoin a running room after a dropped connection. */
  z.object({ type: z.literal('rejoin'), roomId: z.string().min(1).max(64) }),
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('answer'), questionId: z.string().min(1).max(64), answer: z.string().max(200), requestId }),
  z.object({ type: z.literal('leave') }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

// ---- server → client -------------------------------------------------------------------------

export const battlePlayerSchema = z.object({
  /** A person's user id (absent for the bot): names a person without a nickname as everywhere else. */
  id: z.number().int().optional(),
  /** The nickname; '' when the person has none. */
  nickname: z.string(),
  bot: z.boolean(),
  avatar: z.string().nullable().optional(),
  rating: z.number().int().optional(),
  level: z.number().int().optional(),
});

export const battleChoiceSchema = z.object({ id: z.string(), text: z.string() });

export const battlePromptSchema = z.object({
  kind: z.enum(BATTLE_QUESTION_KINDS),
  /** The word (meaning, listen) or the meaning (word) to show; for `listen` the text to play. */
  text: z.string(),
  lang: z.enum(LANGS),
  reading: z.string().nullable().optional(),
});

export const battleScoresSchema = z.object({ me: z.number().int(), opponent: z.number().int() });

export const battleMissedSchema = z.object({
  entryId: z.number().int(),
  word: z.string(),
  meaning: z.string(),
});

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('queued'), lang: z.enum(LANGS), level, botAfterMs: z.number().int() }),
  z.object({
    type: z.literal('matched'),
    roomId: z.string(),
    opponent: battlePlayerSchema,
    me: battlePlayerSchema.optional(),
    total: z.number().int().optional(),
  }),
  /** Ready states of both; `startsAt` (epoch ms) once both are ready. */
  z.object({
    type: z.literal('room'),
    meReady: z.boolean(),
    opponentReady: z.boolean(),
    startsAt: z.number().nullable(),
    roomId: z.string().optional(),
    /** On a rejoin: the scores so far and the index of the current question (-1 before the first). */
    scores: battleScoresSchema.optional(),
    index: z.number().int().optional(),
    total: z.number().int().optional(),
  }),
  z.object({
    type: z.literal('question'),
    questionId: z.string(),
    index: z.number().int(),
    total: z.number().int(),
    prompt: battlePromptSchema,
    choices: z.array(battleChoiceSchema),
    /** Epoch ms (server clock) when the question closes. */
    deadline: z.number(),
    /** Server time when sent, so the client can correct its clock. */
    now: z.number().optional(),
  }),
  /** The opponent's state on a question; `correct` only once this player has answered it too. */
  z.object({
    type: z.literal('opponent'),
    questionId: z.string(),
    answered: z.boolean(),
    correct: z.boolean().optional(),
    score: z.number().int().optional(),
  }),
  z.object({
    type: z.literal('answered'),
    questionId: z.string(),
    correct: z.boolean(),
    /** The right choice id. */
    expected: z.string(),
    score: z.number().int(),
    gained: z.number().int().optional(),
    combo: z.number().int().optional(),
    requestId: z.string().optional(),
  }),
  z.object({
    type: z.literal('result'),
    /** `me`, `opponent` or `draw`. */
    winner: z.enum(['me', 'opponent', 'draw']),
    scores: battleScoresSchema,
    missed: z.array(battleMissedSchema),
    points: z.number().int(),
    rating: z.object({ before: z.number().int(), after: z.number().int() }).optional(),
    /** Why it ended early: forfeit, opponent left, server restart. */
    reason: z.enum(['finished', 'forfeit', 'opponent-left', 'left', 'server-restart', 'owner-lost']).optional(),
  }),
  z.object({ type: z.literal('opponent-status'), connected: z.boolean(), rejoinBy: z.number().nullable().optional() }),
  z.object({ type: z.literal('error'), code: z.enum(BATTLE_ERROR_CODES), msg: z.string() }),
  z.object({ type: z.literal('pong'), now: z.number() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

// ---- HTTP -----------------------------------------------------------------------------------

export const battleTicketSchema = z.object({ ticket: z.string(), expiresIn: z.number().int() });
export const battleInviteBody = z.object({
  lang: z.enum(LANGS),
  level,
  /** A friend to invite: they get a `battle_invite` notice with the code (friends only, never across a block). */
  toUserId: z.number().int().positive().optional(),
});
export const battleInviteSchema = z.object({ code: z.string(), link: z.string(), expiresAt: z.string() });

export const battleRecordSchema = z.object({
  lang: z.enum(LANGS),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  rating: z.number().int(),
  /** Rating deviation (Glicko-2), when the rating system has one. */
  deviation: z.number().optional(),
});
export const battleRecordListSchema = z.object({ items: z.array(battleRecordSchema) });
export const battleHistoryItemSchema = z.object({
  id: z.number().int(),
  lang: z.enum(LANGS),
  opponent: battlePlayerSchema,
  myScore: z.number().int(),
  opponentScore: z.number().int(),
  winner: z.enum(['me', 'opponent', 'draw']),
  ratingChange: z.number().int(),
  endedAt: z.string(),
});
export const battleHistorySchema = z.object({ items: z.array(battleHistoryItemSchema) });

export type BattleTicket = z.infer<typeof battleTicketSchema>;
export type BattleInviteBody = z.infer<typeof battleInviteBody>;
export type BattleInvite = z.infer<typeof battleInviteSchema>;
export type BattleRecord = z.infer<typeof battleRecordSchema>;
export type BattleHistoryItem = z.infer<typeof battleHistoryItemSchema>;
export type BattlePlayer = z.infer<typeof battlePlayerSchema>;
export type BattleMissed = z.infer<typeof battleMissedSchema>;
export type BattleChoice = z.infer<typeof battleChoiceSchema>;
export type BattlePrompt = z.infer<typeof battlePromptSchema>;
