/**
 * One live battle, held by its owner process: the two seats, the questions, the clock and the
 * scores. Everything a player sends arrives here (through the hub, from whichever process holds
 * the socket) and every frame a player receives leaves from here. The server alone decides what
 * is right, when a question closes and what it is worth (core `scoreAnswer`); an opponent's
 * correctness is revealed to a player only once that player has answered the same question or it
 * has closed.
 */
import { battleWinner, type ClientFrame, type Lang, type ServerFrame, scoreAnswer } from '@qfl/core';
import { botMove } from './bot.js';
import {
  type Answer,
  type ConnRef,
  ITEM_KIND,
  type Phase,
  type RoomHost,
  type RoomTiming,
  type Seat,
  type SeatState,
} from './room-types.js';
import type { BattleQuestion } from './questions.js';
import type { PlayerProfile, SeatOutcome } from './service.js';

export class Room {
  phase: Phase = 'waiting';
  private index = -1;
  private deadline = 0;
  private openedAt = 0;
  private startsAt: number | null = null;
  private startedAt = 0;
  private readonly seats: [SeatState, SeatState];
  private readonly timers = new Set<NodeJS.Timeout>();
  private questionTimer: NodeJS.Timeout | null = null;
  /** Settles when the room has ended and its result is stored (shutdown waits for it). */
  finished: Promise<void> = Promise.resolve();

  constructor(
    readonly id: string,
    readonly kind: 'quick' | 'invite' | 'bot',
    readonly lang: Lang,
    readonly level: number,
    private readonly questions: BattleQuestion[],
    players: [{ profile: PlayerProfile; conn: ConnRef | null }, { profile: PlayerProfile; conn: ConnRef | null }],
    private readonly timing: RoomTiming,
    private readonly host: RoomHost,
    private readonly random: () => number = Math.random,
  ) {
    this.seats = players.map(
      (p): SeatState => ({
        profile: p.profile,
        conn: p.conn,
        ready: p.profile.bot,
        score: 0,
        combo: 0,
        correct: 0,
        answers: new Map(),
        missed: [],
        dropTimer: null,
      }),
    ) as unknown as [SeatState, SeatState];
  }

  userIds(): number[] {
    return this.seats.map((s) => s.profile.userId).filter((x): x is number => x !== null);
  }

  seatOf(userId: number): Seat | null {
    if (this.seats[0].profile.userId === userId) return 0;
    if (this.seats[1].profile.userId === userId) return 1;
    return null;
  }

  /** Sends both players the match and the ready state. */
  open(): void {
    for (const seat of [0, 1] as const) this.sendMatched(seat);
    this.sendRoom();
  }

  /** A frame from a player's socket (`drop`: the socket closed). */
  receive(userId: number, conn: ConnRef, frame: ClientFrame | { type: 'drop' }): void {
    const seat = this.seatOf(userId);
    if (seat === null) {
      this.host.send(conn, { type: 'error', code: 'not-in-room', msg: '' });
      return;
    }
    const s = this.seats[seat];
    if (frame.type === 'rejoin') {
      this.attach(seat, conn);
      return;
    }
    // A frame of an older socket of this player (replaced by a rejoin) is ignored.
    if (!s.conn || s.conn.connId !== conn.connId) return;
    if (frame.type === 'drop') this.detach(seat);
    else if (frame.type === 'ready') this.ready(seat);
    else if (frame.type === 'answer') this.answer(seat, frame);
    else if (frame.type === 'leave') this.leave(seat);
  }

  private other(seat: Seat): Seat {
    return seat === 0 ? 1 : 0;
  }

  private send(seat: Seat, frame: ServerFrame): void {
    const conn = this.seats[seat].conn;
    if (conn && !this.seats[seat].profile.bot) this.host.send(conn, frame);
  }

  private later(ms: number, fn: () => void): NodeJS.Timeout {
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (this.phase !== 'ended') fn();
    }, ms);
    this.timers.add(t);
    return t;
  }

  private sendMatched(seat: Seat): void {
    const me = this.seats[seat].profile;
    const op = this.seats[this.other(seat)].profile;
    const view = (p: PlayerProfile) => ({
      nickname: p.nickname,
      bot: p.bot,
      rating: p.rating,
      level: p.level,
      ...(p.userId !== null ? { id: p.userId } : {}),
    });
    this.send(seat, { type: 'matched', roomId: this.id, opponent: view(op), me: view(me), total: this.questions.length });
  }

  private sendRoom(snapshot = false): void {
    for (const seat of [0, 1] as const) {
      const o = this.other(seat);
      this.send(seat, {
        type: 'room',
        roomId: this.id,
        meReady: this.seats[seat].ready,
        opponentReady: this.seats[o].ready,
        startsAt: this.startsAt,
        total: this.questions.length,
        ...(snapshot ? { scores: { me: this.seats[seat].score, opponent: this.seats[o].score }, index: this.index } : {}),
      });
    }
  }

  private ready(seat: Seat): void {
    if (this.phase !== 'waiting') return;
    this.seats[seat].ready = true;
    if (this.seats[0].ready && this.seats[1].ready) {
      this.phase = 'countdown';
      this.startsAt = Date.now() + this.timing.countdownMs;
      this.later(this.timing.countdownMs, () => {
        this.startedAt = Date.now();
        this.ask(0);
      });
    }
    this.sendRoom();
  }

  private ask(index: number): void {
    const q = this.questions[index] as BattleQuestion;
    this.phase = 'question';
    this.index = index;
    this.openedAt = Date.now();
    this.deadline = this.openedAt + this.timing.questionMs;
    for (const seat of [0, 1] as const) this.sendQuestion(seat);
    for (const seat of [0, 1] as const) {
      const s = this.seats[seat];
      if (!s.profile.bot) continue;
      const move = botMove(s.profile.level, this.timing.questionMs, this.timing.botSpeedPercent, this.random);
      this.later(move.afterMs, () => {
        if (this.phase !== 'question' || this.index !== index) return;
        const wrong = q.views[seat].choices.find((c) => c.id !== q.correctId)?.id ?? '';
        this.record(seat, q, move.correct ? q.correctId : wrong, null);
      });
    }
    this.questionTimer = this.later(this.timing.questionMs, () => this.close());
  }

  private sendQuestion(seat: Seat): void {
    const q = this.questions[this.index] as BattleQuestion;
    const v = q.views[seat];
    this.send(seat, {
      type: 'question',
      questionId: q.id,
      index: this.index,
      total: this.questions.length,
      prompt: v.prompt,
      choices: v.choices,
      deadline: this.deadline,
      now: Date.now(),
    });
  }

  private answer(seat: Seat, f: Extract<ClientFrame, { type: 'answer' }>): void {
    const q = this.questions[this.index];
    if (this.phase !== 'question' || !q || q.id !== f.questionId) {
      this.send(seat, { type: 'error', code: 'not-current', msg: '' });
      return;
    }
    if (this.seats[seat].answers.has(this.index)) {
      this.send(seat, { type: 'error', code: 'already-answered', msg: '' });
      return;
    }
    this.record(seat, q, f.answer, f.requestId);
  }

  /** One answer (a choice id) of a seat to the open question. */
  private record(seat: Seat, q: BattleQuestion, choiceId: string, requestId: string | null): void {
    const s = this.seats[seat];
    const now = Date.now();
    const correct = choiceId === q.correctId;
    const { gained, combo } = scoreAnswer(correct, this.deadline - now, this.timing.questionMs, s.combo);
    s.score += gained;
    s.combo = combo;
    if (correct) s.correct++;
    else s.missed.push({ entryId: q.entryId, word: q.word, meaning: q.views[seat].meaning });
    const mine: Answer = { correct, revealed: false };
    s.answers.set(this.index, mine);
    this.send(seat, {
      type: 'answered',
      questionId: q.id,
      correct,
      expected: q.correctId,
      score: s.score,
      gained,
      combo,
      ...(requestId ? { requestId } : {}),
    });
    this.review(seat, q, correct, now - this.openedAt);
    const o = this.other(seat);
    const theirs = this.seats[o].answers.get(this.index);
    if (theirs) {
      // Both have answered: each may now see the other's result.
      this.reveal(seat, q);
      this.reveal(o, q);
      this.close();
    } else {
      this.send(o, { type: 'opponent', questionId: q.id, answered: true });
    }
  }

  /** Shows `seat` the opponent's result on `q` (once). */
  private reveal(seat: Seat, q: BattleQuestion): void {
    const mine = this.seats[seat].answers.get(this.index);
    if (mine?.revealed) return;
    if (mine) mine.revealed = true;
    const o = this.seats[this.other(seat)];
    const theirs = o.answers.get(this.index);
    this.send(seat, {
      type: 'opponent',
      questionId: q.id,
      answered: theirs !== undefined && !theirs.timedOut,
      correct: theirs?.correct ?? false,
      score: o.score,
    });
  }

  private review(seat: Seat, q: BattleQuestion, correct: boolean, ms: number): void {
    const userId = this.seats[seat].profile.userId;
    if (userId === null) return;
    this.host.review(userId, q.entryId, ITEM_KIND[q.kind], correct, Math.max(0, ms), `battle:${this.id}:${this.index}`);
  }

  /** The question closes (deadline, or both answered): timeouts score nothing, then the next one. */
  private close(): void {
    if (this.phase !== 'question') return;
    if (this.questionTimer) clearTimeout(this.questionTimer);
    this.timers.delete(this.questionTimer as NodeJS.Timeout);
    this.phase = 'reveal';
    const q = this.questions[this.index] as BattleQuestion;
    for (const seat of [0, 1] as const) {
      const s = this.seats[seat];
      if (s.answers.has(this.index)) continue;
      s.combo = 0;
      s.answers.set(this.index, { correct: false, revealed: false, timedOut: true });
      s.missed.push({ entryId: q.entryId, word: q.word, meaning: q.views[seat].meaning });
      this.send(seat, { type: 'answered', questionId: q.id, correct: false, expected: q.correctId, score: s.score, gained: 0, combo: 0 });
      this.review(seat, q, false, this.timing.questionMs);
    }
    for (const seat of [0, 1] as const) this.reveal(seat, q);
    const next = this.index + 1;
    this.later(this.timing.revealMs, () => (next < this.questions.length ? this.ask(next) : this.finish('finished', null)));
  }

  private leave(seat: Seat): void {
    if (this.phase === 'ended') return;
    if (this.phase === 'waiting') this.cancel(seat);
    else this.finish('forfeit', seat, 'left');
  }

  /** Before the start: no result; the other player is told the room ended. */
  private cancel(leaver: Seat | null): void {
    this.end();
    for (const seat of [0, 1] as const) {
      const conn = this.seats[seat].conn;
      if (!conn || this.seats[seat].profile.bot) continue;
      if (seat !== leaver) this.host.send(conn, { type: 'error', code: 'room-ended', msg: '' });
      this.host.unbind(conn, this.id);
    }
    this.host.ended(this);
  }

  /** Stops the clock and every timer; nothing is sent (a process that dies sends nothing either). */
  stop(): void {
    this.end();
  }

  private end(): void {
    this.phase = 'ended';
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const s of this.seats) if (s.dropTimer) clearTimeout(s.dropTimer);
  }

  private attach(seat: Seat, conn: ConnRef): void {
    const s = this.seats[seat];
    s.conn = conn;
    if (s.dropTimer) clearTimeout(s.dropTimer);
    s.dropTimer = null;
    this.send(this.other(seat), { type: 'opponent-status', connected: true, rejoinBy: null });
    this.sendMatched(seat);
    this.sendRoom(true);
    if (this.phase !== 'question' && this.phase !== 'reveal') return;
    const q = this.questions[this.index] as BattleQuestion;
    if (this.phase === 'question') this.sendQuestion(seat);
    const mine = s.answers.get(this.index);
    if (mine && !mine.timedOut) {
      this.send(seat, { type: 'answered', questionId: q.id, correct: mine.correct, expected: q.correctId, score: s.score, combo: s.combo });
      if (mine.revealed) {
        mine.revealed = false;
        this.reveal(seat, q);
      }
    } else if (this.seats[this.other(seat)].answers.has(this.index)) {
      this.send(seat, { type: 'opponent', questionId: q.id, answered: true });
    }
  }

  private detach(seat: Seat): void {
    const s = this.seats[seat];
    s.conn = null;
    if (this.phase === 'ended') return;
    const rejoinBy = Date.now() + this.timing.rejoinMs;
    this.send(this.other(seat), { type: 'opponent-status', connected: false, rejoinBy });
    if (s.dropTimer) clearTimeout(s.dropTimer);
    s.dropTimer = setTimeout(() => {
      s.dropTimer = null;
      if (this.phase === 'ended' || s.conn) return;
      if (this.phase === 'waiting') this.cancel(seat);
      else this.finish('forfeit', seat, 'forfeit');
    }, this.timing.rejoinMs);
  }

  /** Ends a running battle without a result (server restart, owner lost): nothing is stored. */
  abort(reason: 'server-restart' | 'owner-lost'): void {
    if (this.phase === 'ended') return;
    const started = this.phase !== 'waiting';
    this.end();
    for (const seat of [0, 1] as const) {
      const o = this.other(seat);
      if (!started) {
        this.send(seat, { type: 'error', code: 'server-restart', msg: '' });
        continue;
      }
      this.send(seat, {
        type: 'result',
        winner: 'draw',
        scores: { me: this.seats[seat].score, opponent: this.seats[o].score },
        missed: this.seats[seat].missed,
        points: 0,
        reason,
      });
    }
    this.host.ended(this);
  }

  /** Ends the battle, stores it and sends each player the result. */
  private finish(reason: 'finished' | 'forfeit', forfeiter: Seat | null, how: 'left' | 'forfeit' = 'forfeit'): void {
    this.end();
    const outcomes = this.seats.map(
      (s, i): SeatOutcome => ({ profile: s.profile, score: s.score, correct: s.correct, forfeited: forfeiter === i, missed: s.missed }),
    ) as [SeatOutcome, SeatOutcome];
    const meta = {
      roomId: this.id,
      lang: this.lang,
      level: this.level,
      kind: this.kind,
      reason,
      questions: this.questions.length,
      startedAt: this.startedAt || Date.now(),
    };
    this.finished = this.host
      .persist(meta, outcomes)
      .catch((err: unknown) => {
        this.host.log(err, 'battle result not stored');
        return null;
      })
      .then((stored) => {
        for (const seat of [0, 1] as const) {
          const o = this.other(seat);
          const mine = this.seats[seat];
          const winner =
            forfeiter === null
              ? battleWinner(mine.score, this.seats[o].score)
              : forfeiter === seat
                ? ('opponent' as const)
                : ('me' as const);
          const st = stored?.[seat];
          this.send(seat, {
            type: 'result',
            winner,
            scores: { me: mine.score, opponent: this.seats[o].score },
            missed: mine.missed,
            points: st?.points ?? 0,
            ...(st && !mine.profile.bot ? { rating: { before: st.ratingBefore, after: st.ratingAfter } } : {}),
            reason: forfeiter === null ? 'finished' : forfeiter === seat ? how : how === 'left' ? 'opponent-left' : 'forfeit',
          });
        }
        this.host.ended(this);
      });
  }
}
