/** The shapes a live room is made of: where a player's socket is, timings, what the owner process provides, seat state. */
import type { BattleMissed, BattleQuestionKind, ItemKind, Lang, ServerFrame } from '@qfl/core';
import type { Room } from './room.js';
import type { PlayerProfile, SeatOutcome, StoredOutcome } from './service.js';

export interface ConnRef {
  procId: string;
  connId: string;
}

export interface RoomTiming {
  questionMs: number;
  countdownMs: number;
  revealMs: number;
  rejoinMs: number;
  botSpeedPercent: number;
}

/** What a room needs from the process that holds it. */
export interface RoomHost {
  send(to: ConnRef, frame: ServerFrame): void;
  /** The socket is no longer in this room (cancelled before the start). */
  unbind(to: ConnRef, roomId: string): void;
  review(userId: number, entryId: number, kind: ItemKind, correct: boolean, ms: number, requestId: string): void;
  persist(
    room: { roomId: string; lang: Lang; level: number; kind: string; reason: 'finished' | 'forfeit'; questions: number; startedAt: number },
    seats: [SeatOutcome, SeatOutcome],
  ): Promise<[StoredOutcome, StoredOutcome]>;
  ended(room: Room): void;
  log(err: unknown, msg: string): void;
}

export type Phase = 'waiting' | 'countdown' | 'question' | 'reveal' | 'ended';
export type Seat = 0 | 1;

export interface Answer {
  correct: boolean;
  /** The opponent's result was shown to this seat. */
  revealed: boolean;
  /** No answer before the deadline. */
  timedOut?: boolean;
}

export interface SeatState {
  profile: PlayerProfile;
  conn: ConnRef | null;
  ready: boolean;
  score: number;
  combo: number;
  correct: number;
  answers: Map<number, Answer>;
  missed: BattleMissed[];
  dropTimer: NodeJS.Timeout | null;
}

export const ITEM_KIND: Record<BattleQuestionKind, ItemKind> = { meaning: 'meaning-choice', word: 'word-choice', listen: 'listen-choice' };
