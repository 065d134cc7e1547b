/**
 * The battle pages' one store (zustand): the reducer's state plus the actions that talk to the
 * one socket client. The room id is kept in sessionStorage while a battle runs, so a reload (or a
 * phone that killed the tab) rejoins within BATTLE_REJOIN_MS instead of forfeiting.
 */
import { BATTLE_REJOIN_MS, type ClientFrame, type Lang, randomId } from '@qfl/core';
import { create } from 'zustand';
import { BattleSocket, battleSocketUrl, browserSocket } from '../socket/battle-socket';
import { fetchTicket } from '../api/battle';
import { type BattleEvent, type BattleMode, type BattleState, initialBattleState, reduceBattle } from './battle-state';

const SAVED_KEY = 'battleRoom';

interface SavedRoom {
  roomId: string;
  at: number;
  mode: BattleMode | null;
  /** The page to come back to: the room, or the battle once questions came. */
  phase: 'room' | 'playing';
}

function saveRoom(room: SavedRoom | null): void {
  try {
    if (room) sessionStorage.setItem(SAVED_KEY, JSON.stringify(room));
    else sessionStorage.removeItem(SAVED_KEY);
  } catch {
    // Private modes without storage: a reload then simply cannot rejoin.
  }
}

/** A room left less than the rejoin window ago, to resume after a reload. */
export function savedRoom(now = Date.now()): SavedRoom | null {
  try {
    const raw = sessionStorage.getItem(SAVED_KEY);
    if (!raw) return null;
    const room = JSON.parse(raw) as Partial<SavedRoom>;
    if (typeof room.roomId !== 'string' || typeof room.at !== 'number') return null;
    const phase = room.phase === 'playing' ? 'playing' : 'room';
    return now - room.at < BATTLE_REJOIN_MS ? { roomId: room.roomId, at: room.at, mode: room.mode ?? null, phase } : null;
  } catch {
    return null;
  }
}

interface BattleActions {
  quickMatch(lang: Lang, level: number): void;
  joinInvite(code: string): void;
  /** Resumes the room of an interrupted page, if recent enough; false when there is none. */
  resume(): boolean;
  ready(): void;
  answer(choiceId: string): void;
  leave(): void;
  /** Forgets a finished battle (the result page stays readable until then). */
  reset(): void;
  clearError(): void;
  /** The server's clock (epoch ms), for deadlines and the countdown. */
  serverNow(): number;
}

export type BattleStore = BattleState & BattleActions;

let socket: BattleSocket | null = null;

// The rejoin window counts from the moment the page went away, not from the last frame.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    const { roomId, phase, mode } = useBattle.getState();
    if (roomId && (phase === 'room' || phase === 'playing')) saveRoom({ roomId, at: Date.now(), mode, phase });
  });
}

export const useBattle = create<BattleStore>()((set, get) => {
  const dispatch = (event: BattleEvent) => {
    const next = reduceBattle(get(), event);
    set(next);
    if (next.roomId && (next.phase === 'room' || next.phase === 'playing'))
      saveRoom({ roomId: next.roomId, at: Date.now(), mode: next.mode, phase: next.phase });
    else if (next.phase === 'finished' || next.phase === 'idle') saveRoom(null);
    // The server is done with us: no reconnects after a result or an ending error.
    if (event.type === 'frame' && (next.phase === 'finished' || (next.phase === 'idle' && event.frame.type === 'error'))) socket?.close();
  };

  const client = (): BattleSocket => {
    socket ??= new BattleSocket({
      fetchTicket: async () => (await fetchTicket()).ticket,
      url: (ticket) => battleSocketUrl(window.location, ticket),
      createSocket: browserSocket,
      onFrame: (frame) => dispatch({ type: 'frame', frame, at: Date.now() }),
      onStatus: (status) => dispatch({ type: 'connection', status }),
    });
    return socket;
  };

  const start = (mode: BattleMode, first: ClientFrame) => {
    socket?.close();
    dispatch({ type: 'start', mode, at: Date.now() });
    client().start(first);
  };

  return {
    ...initialBattleState,
    quickMatch(lang, level) {
      start({ kind: 'quick', lang, level }, { type: 'queue', lang, level });
    },
    joinInvite(code) {
      start({ kind: 'invite', code }, { type: 'join', code });
    },
    resume() {
      const room = savedRoom();
      if (!room) return false;
      socket?.close();
      set({ mode: room.mode });
      dispatch({ type: 'resume', roomId: room.roomId, phase: room.phase });
      client().start({ type: 'rejoin', roomId: room.roomId });
      return true;
    },
    ready() {
      dispatch({ type: 'ready' });
      socket?.send({ type: 'ready' });
    },
    answer(choiceId) {
      const q = get().question;
      if (!q) return;
      const before = get().mine;
      dispatch({ type: 'answer', questionId: q.questionId, choiceId });
      if (get().mine !== before) socket?.send({ type: 'answer', questionId: q.questionId, answer: choiceId, requestId: randomId(24) });
    },
    leave() {
      socket?.leave();
      saveRoom(null);
      set({ ...initialBattleState, mode: get().mode });
    },
    reset() {
      socket?.close();
      saveRoom(null);
      set({ ...initialBattleState, mode: get().mode });
    },
    clearError() {
      dispatch({ type: 'clear-error' });
    },
    serverNow() {
      return socket ? socket.serverNow() : Date.now();
    },
  };
});
