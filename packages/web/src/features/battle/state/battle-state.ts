/**
 * What the battle pages show, as a pure reducer of server frames and the learner's own actions,
 * so the rules (the opponent's right/wrong stays hidden until one's own answer, one answer per
 * question, progress counted once per question) are unit-tested without a socket or React.
 */
import { BATTLE_BOT_AFTER_MS, BATTLE_QUESTIONS, type Lang, type ServerFrame } from '@qfl/core';
import type { ConnectionStatus } from '../socket/battle-socket';

type Frame<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;
export type BattlePlayer = Frame<'matched'>['opponent'];
export type BattleQuestion = Frame<'question'>;
export type BattleResult = Frame<'result'>;
export type BattleErrorFrame = Frame<'error'>;

/** How the learner got into the battle: quick match by language and level, or a friend's code. */
export type BattleMode = { kind: 'quick'; lang: Lang; level: number } | { kind: 'invite'; code: string };

/**
 * idle: nothing running; connecting: waiting for the socket; queued: waiting for an opponent
 * (quick match) or for the friend (invite); room: matched, getting ready; playing: questions;
 * finished: the result is in.
 */
export type BattlePhase = 'idle' | 'connecting' | 'queued' | 'room' | 'playing' | 'finished';

export interface MyAnswer {
  questionId: string;
  choiceId: string;
  /** Set once the server's `answered` arrives. */
  correct?: boolean;
  expected?: string;
  gained?: number;
}

export interface OpponentAnswer {
  questionId: string;
  answered: boolean;
  correct?: boolean;
}

export interface BattleState {
  phase: BattlePhase;
  connection: ConnectionStatus;
  mode: BattleMode | null;
  /** Local time the queue started, and when a bot steps in (for the countdown). */
  queuedAt: number | null;
  botAfterMs: number;
  roomId: string | null;
  me: BattlePlayer | null;
  opponent: BattlePlayer | null;
  total: number;
  meReady: boolean;
  opponentReady: boolean;
  /** Server epoch ms of the first question, once both are ready. */
  startsAt: number | null;
  question: BattleQuestion | null;
  mine: MyAnswer | null;
  theirs: OpponentAnswer | null;
  myScore: number;
  opponentScore: number;
  combo: number;
  /** Question ids each side has answered: the two progress bars. */
  myDone: string[];
  opponentDone: string[];
  opponentConnected: boolean;
  /** Server epoch ms by which a dropped opponent must be back. */
  rejoinBy: number | null;
  result: BattleResult | null;
  /** The last error frame (shown once by the pages, then cleared). */
  error: BattleErrorFrame | null;
  /** Set when the connection could not be resumed in time, mid-battle (shown once, then cleared). */
  connectionLost: boolean;
}

export type BattleEvent =
  | { type: 'frame'; frame: ServerFrame; at: number }
  | { type: 'start'; mode: BattleMode; at: number }
  | { type: 'resume'; roomId: string; phase: 'room' | 'playing' }
  | { type: 'connection'; status: ConnectionStatus }
  | { type: 'answer'; questionId: string; choiceId: string }
  | { type: 'ready' }
  | { type: 'clear-error' }
  | { type: 'reset' };

export const initialBattleState: BattleState = {
  phase: 'idle',
  connection: 'idle',
  mode: null,
  queuedAt: null,
  botAfterMs: BATTLE_BOT_AFTER_MS,
  roomId: null,
  me: null,
  opponent: null,
  total: BATTLE_QUESTIONS,
  meReady: false,
  opponentReady: false,
  startsAt: null,
  question: null,
  mine: null,
  theirs: null,
  myScore: 0,
  opponentScore: 0,
  combo: 0,
  myDone: [],
  opponentDone: [],
  opponentConnected: true,
  rejoinBy: null,
  result: null,
  error: null,
  connectionLost: false,
};

function withId(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids : [...ids, id];
}

/** Errors after which there is nothing to wait for: back to the index. */
const ENDING_ERRORS = new Set<BattleErrorFrame['code']>([
  'invite-invalid',
  'bad-level',
  'blocked',
  'room-ended',
  'server-restart',
  'already-queued',
]);

function onFrame(state: BattleState, frame: ServerFrame, at: number): BattleState {
  switch (frame.type) {
    case 'queued':
      return { ...state, phase: 'queued', queuedAt: at, botAfterMs: frame.botAfterMs };
    case 'matched':
      // After a rejoin the server repeats `matched` for the same room: keep the scores and progress.
      if (frame.roomId === state.roomId && state.phase !== 'idle') {
        return { ...state, opponent: frame.opponent, me: frame.me ?? state.me, total: frame.total ?? state.total };
      }
      return {
        ...initialBattleState,
        connection: state.connection,
        mode: state.mode,
        phase: 'room',
        roomId: frame.roomId,
        opponent: frame.opponent,
        me: frame.me ?? null,
        total: frame.total ?? BATTLE_QUESTIONS,
      };
    case 'room':
      return {
        ...state,
        phase: state.phase === 'playing' || state.phase === 'finished' ? state.phase : 'room',
        meReady: frame.meReady,
        opponentReady: frame.opponentReady,
        startsAt: frame.startsAt,
        // A rejoin's room frame carries the scores so far.
        myScore: frame.scores?.me ?? state.myScore,
        opponentScore: frame.scores?.opponent ?? state.opponentScore,
      };
    case 'question': {
      const same = state.question?.questionId === frame.questionId;
      return {
        ...state,
        phase: 'playing',
        question: frame,
        total: frame.total,
        mine: same ? state.mine : null,
        theirs: same ? state.theirs : null,
      };
    }
    case 'answered': {
      const mine =
        state.mine && state.mine.questionId === frame.questionId
          ? { ...state.mine, correct: frame.correct, expected: frame.expected, gained: frame.gained }
          : // The server knows an answer we lost track of (a reload mid-question): take its word.
            { questionId: frame.questionId, choiceId: '', correct: frame.correct, expected: frame.expected, gained: frame.gained };
      const current = state.question?.questionId === frame.questionId;
      return {
        ...state,
        mine: current ? mine : state.mine,
        myScore: frame.score,
        combo: frame.combo ?? (frame.correct ? state.combo + 1 : 0),
        myDone: withId(state.myDone, frame.questionId),
      };
    }
    case 'opponent': {
      const current = state.question?.questionId === frame.questionId;
      return {
        ...state,
        theirs: current ? { questionId: frame.questionId, answered: frame.answered, correct: frame.correct } : state.theirs,
        opponentScore: frame.score ?? state.opponentScore,
        // Answered, or the question closed on them (the reveal carries `correct`): one step of their bar.
        opponentDone: frame.answered || frame.correct !== undefined ? withId(state.opponentDone, frame.questionId) : state.opponentDone,
      };
    }
    case 'result':
      return {
        ...state,
        phase: 'finished',
        result: frame,
        myScore: frame.scores.me,
        opponentScore: frame.scores.opponent,
        startsAt: null,
      };
    case 'opponent-status':
      return { ...state, opponentConnected: frame.connected, rejoinBy: frame.connected ? null : (frame.rejoinBy ?? null) };
    case 'error': {
      const ends = ENDING_ERRORS.has(frame.code) && state.phase !== 'finished';
      return ends ? { ...state, phase: 'idle', roomId: null, question: null, error: frame } : { ...state, error: frame };
    }
    case 'pong':
      return state;
  }
}

export function reduceBattle(state: BattleState, event: BattleEvent): BattleState {
  switch (event.type) {
    case 'frame':
      return onFrame(state, event.frame, event.at);
    case 'start':
      return { ...initialBattleState, phase: 'connecting', mode: event.mode, queuedAt: event.at };
    case 'resume':
      return { ...initialBattleState, phase: event.phase, roomId: event.roomId, mode: state.mode, connection: state.connection };
    case 'connection': {
      // The rejoin window passed (or the server refused us) before a result: the battle is over for us.
      const lost = event.status === 'lost' && state.phase !== 'finished' && state.phase !== 'idle';
      return lost
        ? { ...state, connection: event.status, phase: 'idle', roomId: null, question: null, connectionLost: true }
        : { ...state, connection: event.status };
    }
    case 'answer': {
      const q = state.question;
      if (!q || q.questionId !== event.questionId || state.mine?.questionId === event.questionId) return state;
      if (!q.choices.some((c) => c.id === event.choiceId)) return state;
      return { ...state, mine: { questionId: event.questionId, choiceId: event.choiceId } };
    }
    case 'ready':
      return { ...state, meReady: true };
    case 'clear-error':
      return { ...state, error: null, connectionLost: false };
    case 'reset':
      return initialBattleState;
  }
}

/** What the learner may see of the opponent's answer: right or wrong only once they answered too. */
export function visibleOpponent(state: BattleState): 'waiting' | 'answered' | 'right' | 'wrong' {
  const theirs = state.theirs;
  if (!theirs?.answered || theirs.questionId !== state.question?.questionId) return 'waiting';
  const iAnswered = state.mine?.questionId === theirs.questionId;
  if (!iAnswered || theirs.correct === undefined) return 'answered';
  return theirs.correct ? 'right' : 'wrong';
}

/** Seconds left of the bot countdown while queued for a quick match (null when not counting). */
export function botCountdown(state: BattleState, localNow: number): number | null {
  if (state.phase !== 'queued' || state.mode?.kind !== 'quick' || state.queuedAt === null) return null;
  return Math.max(0, Math.ceil((state.queuedAt + state.botAfterMs - localNow) / 1000));
}
