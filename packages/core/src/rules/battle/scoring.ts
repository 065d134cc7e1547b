/**
 * Battle scoring, pure so that the server (the only authority) and tests agree: a right answer
 * earns base points plus a speed bonus in proportion to the time left, and from the second right
 * answer in a row a combo bonus that grows with the streak (capped). A wrong answer or a timeout
 * earns nothing and breaks the streak.
 */

/** Points for any right answer. */
export const BATTLE_BASE_POINTS = 100;
/** Most extra points for speed (answering at once); falls linearly to 0 at the deadline. */
export const BATTLE_SPEED_POINTS = 100;
/** Extra points per answer of a streak beyond the first, up to BATTLE_COMBO_CAP steps. */
export const BATTLE_COMBO_STEP = 20;
export const BATTLE_COMBO_CAP = 5;

export interface BattleAnswerScore {
  /** Points this answer earned. */
  gained: number;
  /** Right answers in a row including this one (0 after a wrong answer or a timeout). */
  combo: number;
}

/**
 * Points of one answer. `msLeft` is the time left before the deadline when the server received it
 * (clamped to [0, questionMs]); `comboBefore` the streak before this answer.
 */
export function scoreAnswer(correct: boolean, msLeft: number, questionMs: number, comboBefore: number): BattleAnswerScore {
  if (!correct) return { gained: 0, combo: 0 };
  const left = Number.isFinite(msLeft) ? Math.min(Math.max(msLeft, 0), questionMs) : 0;
  const speed = questionMs > 0 ? Math.round((BATTLE_SPEED_POINTS * left) / questionMs) : 0;
  const combo = Math.max(0, comboBefore) + 1;
  const bonus = Math.min(combo - 1, BATTLE_COMBO_CAP) * BATTLE_COMBO_STEP;
  return { gained: BATTLE_BASE_POINTS + speed + bonus, combo };
}

/** Who won, from the two scores (`a` is "me"). */
export function battleWinner(a: number, b: number): 'me' | 'opponent' | 'draw' {
  return a > b ? 'me' : a < b ? 'opponent' : 'draw';
}

/** Points-ledger award of a finished battle: participation for everyone who played it out, more for a win. */
export const BATTLE_POINTS = { participation: 2, draw: 4, win: 6 } as const;

export function battlePoints(outcome: 'win' | 'loss' | 'draw', forfeited: boolean): number {
  if (forfeited) return 0;
  return outcome === 'win' ? BATTLE_POINTS.win : outcome === 'draw' ? BATTLE_POINTS.draw : BATTLE_POINTS.participation;
}
