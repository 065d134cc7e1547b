/**
 * What battle processes say to each other on the Bus (each listens on `battle:p:<procId>`), and
 * the server message key of each error code (frames carry the message in the player's language).
 */
import type { BattleErrorCode, ClientFrame, ErrorKey, ServerFrame } from '@qfl/core';
import type { ConnRef } from './room-types.js';

/**
 * Each publish carries a JSON array of these, the messages of one tick to that process, in order.
 * `frame`: a frame for a local socket; `bind`/`unbind`: a local socket joins or leaves a room
 * owned elsewhere; `in`: a socket's frame (or its drop) for the room this process owns.
 */
export type BusMessage =
  | { t: 'frame'; connId: string; frame: ServerFrame }
  | { t: 'bind'; connId: string; userId: number; roomId: string; owner: string }
  | { t: 'unbind'; connId: string; roomId: string }
  | { t: 'in'; roomId: string; userId: number; from: ConnRef; frame: ClientFrame | { type: 'drop' } };

export const ERROR_KEYS: Record<BattleErrorCode, ErrorKey> = {
  malformed: 'battle.malformed',
  'unknown-type': 'battle.unknownType',
  'not-in-room': 'battle.notInRoom',
  'not-current': 'battle.notCurrent',
  'already-answered': 'battle.alreadyAnswered',
  'already-queued': 'battle.alreadyQueued',
  'rate-limited': 'battle.rateLimited',
  'bad-level': 'battle.badLevel',
  'room-ended': 'battle.roomEnded',
  'invite-invalid': 'battle.inviteInvalid',
  blocked: 'battle.blocked',
  'server-restart': 'battle.serverRestart',
};
