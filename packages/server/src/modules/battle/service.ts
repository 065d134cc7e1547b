/**
 * What a battle writes when it ends, in one transaction: the battle and its two seats, each
 * human's Elo rating and record in the language, and the points (one ledger row per learner per
 * battle, ref `battle:<roomId>`, so a repeat writes nothing). Also the learner's records and
 * history for the HTTP routes, and the player profile a room starts from.
 */
import {
  BATTLE_START_RATING,
  type BattleHistoryItem,
  type BattleMissed,
  type BattleRecord,
  battlePoints,
  battlePointsRef,
  botRating,
  type Lang,
  nextRating,
  type UiLang,
  UI_LANGS,
} from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import { creditPoints } from '../points/service.js';
import { battleRepo, type NewSeat } from './repo.js';

export interface PlayerProfile {
  userId: number | null;
  nickname: string;
  bot: boolean;
  level: number;
  nativeLang: string | null;
  uiLang: UiLang;
  rating: number;
  games: number;
  timeZone: string;
}

export async function loadProfile(db: Executor, userId: number, lang: Lang, level: number): Promise<PlayerProfile | null> {
  const user = await battleRepo.profile(db, userId, lang);
  if (!user) return null;
  const ui = (UI_LANGS as readonly string[]).includes(user.ui_lang ?? '') ? (user.ui_lang as UiLang) : 'zh';
  return {
    userId,
    // No nickname: the client names the person as everywhere else ("Learner #id"), never by phone digits.
    nickname: user.nickname ?? '',
    bot: false,
    level,
    nativeLang: user.native_lang,
    uiLang: ui,
    rating: user.rating ?? BATTLE_START_RATING,
    games: user.games ?? 0,
    timeZone: user.time_zone,
  };
}

export interface SeatOutcome {
  profile: PlayerProfile;
  score: number;
  correct: number;
  forfeited: boolean;
  missed: BattleMissed[];
}

export interface StoredOutcome {
  ratingBefore: number;
  ratingAfter: number;
  points: number;
  outcome: 'win' | 'loss' | 'draw';
}

/** What a finished battle stores: the room and both seats' outcomes. */
export interface BattleToStore {
  meta: { roomId: string; lang: Lang; level: number; kind: string; reason: 'finished' | 'forfeit'; questions: number; startedAt: number };
  seats: [SeatOutcome, SeatOutcome];
}

/** Stores a finished (or forfeited) battle; per seat its rating change and points. */
export async function finishBattle(
  db: Executor,
  b: BattleToStore['meta'],
  seats: BattleToStore['seats'],
  now = Date.now(),
): Promise<[StoredOutcome, StoredOutcome]> {
  const outcomes = seats.map((s, i) => {
    const o = seats[1 - i] as SeatOutcome;
    if (s.forfeited) return 'loss' as const;
    if (o.forfeited) return 'win' as const;
    return s.score > o.score ? ('win' as const) : s.score < o.score ? ('loss' as const) : ('draw' as const);
  });
  return inTransaction(db, async (trx) => {
    const battleId = await battleRepo.insertBattle(trx, {
      room_id: b.roomId,
      lang: b.lang,
      level: b.level,
      kind: b.kind,
      reason: b.reason,
      questions: b.questions,
      started_at: b.startedAt,
      ended_at: now,
    });
    const stored = seats.map((s, i): StoredOutcome => {
      const o = seats[1 - i] as SeatOutcome;
      const outcome = outcomes[i] as 'win' | 'loss' | 'draw';
      const before = s.profile.bot ? botRating(s.profile.level) : s.profile.rating;
      const vs = o.profile.bot ? botRating(o.profile.level) : o.profile.rating;
      const after = s.profile.bot
        ? before
        : nextRating(before, vs, outcome === 'win' ? 1 : outcome === 'draw' ? 0.5 : 0, s.profile.games, o.profile.bot);
      return { ratingBefore: before, ratingAfter: after, points: s.profile.bot ? 0 : battlePoints(outcome, s.forfeited), outcome };
    }) as [StoredOutcome, StoredOutcome];
    if (battleId === null) return stored; // stored before (a repeat): nothing more to write
    const rows: NewSeat[] = seats.map((s, i) => ({
      seat: i,
      user_id: s.profile.userId,
      nickname: s.profile.nickname,
      bot: s.profile.bot ? 1 : 0,
      level: s.profile.level,
      score: s.score,
      correct: s.correct,
      outcome: stored[i]?.outcome as 'win' | 'loss' | 'draw',
      forfeited: s.forfeited ? 1 : 0,
      rating_before: stored[i]?.ratingBefore as number,
      rating_after: stored[i]?.ratingAfter as number,
      points: stored[i]?.points as number,
      missed: JSON.stringify(s.missed),
    }));
    await battleRepo.insertSeats(trx, battleId, rows);
    for (const [i, s] of seats.entries()) {
      const userId = s.profile.userId;
      if (userId === null) continue;
      const st = stored[i] as StoredOutcome;
      await battleRepo.saveRating(trx, userId, b.lang, st.ratingAfter, st.outcome, now);
      if (st.points > 0) {
        // Once per battle, within the daily cap of battles that pay (POINTS_DAILY_CAPS).
        await creditPoints(trx, userId, { source: 'battle', amount: st.points, ref: battlePointsRef(b.roomId) }, now);
      }
    }
    return stored;
  });
}

export async function battleRecords(db: Executor, userId: number): Promise<BattleRecord[]> {
  return (await battleRepo.records(db, userId)).map((r) => ({
    lang: r.lang as Lang,
    wins: r.wins,
    losses: r.losses,
    draws: r.draws,
    rating: r.rating,
  }));
}

export async function battleHistory(db: Executor, userId: number, limit = 50): Promise<BattleHistoryItem[]> {
  return (await battleRepo.history(db, userId, limit)).map((r) => ({
    id: r.id,
    lang: r.lang as Lang,
    opponent: { nickname: r.op_nickname, bot: r.op_bot === 1, level: r.op_level, rating: r.op_rating },
    myScore: r.my_score,
    opponentScore: r.op_score,
    winner: r.outcome === 'win' ? 'me' : r.outcome === 'loss' ? 'opponent' : 'draw',
    ratingChange: r.rating_after - r.rating_before,
    endedAt: new Date(r.ended_at).toISOString(),
  }));
}
