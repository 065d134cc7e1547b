/** Battle rules: scoring, Elo, quick-match pairing and the frame unions. */
import { describe, expect, it } from 'vitest';
import { BATTLE_LEVEL_SPAN, clientFrameSchema, serverFrameSchema } from '../../schemas/battle.js';
import { MatchQueue, pickOpponent, type QueueEntry } from './matchmaker.js';
import { BATTLE_START_RATING, botRating, expectedScore, nextRating } from './rating.js';
import {
  BATTLE_BASE_POINTS,
  BATTLE_COMBO_CAP,
  BATTLE_COMBO_STEP,
  BATTLE_SPEED_POINTS,
  battlePoints,
  battleWinner,
  scoreAnswer,
} from './scoring.js';

describe('scoreAnswer', () => {
  it('gives nothing for a wrong answer or a timeout and breaks the streak', () => {
    expect(scoreAnswer(false, 9000, 10000, 4)).toEqual({ gained: 0, combo: 0 });
    expect(scoreAnswer(false, 0, 10000, 0)).toEqual({ gained: 0, combo: 0 });
  });
  it('pays more for a faster right answer, in proportion to the time left', () => {
    expect(scoreAnswer(true, 10000, 10000, 0).gained).toBe(BATTLE_BASE_POINTS + BATTLE_SPEED_POINTS);
    expect(scoreAnswer(true, 5000, 10000, 0).gained).toBe(BATTLE_BASE_POINTS + BATTLE_SPEED_POINTS / 2);
    expect(scoreAnswer(true, 0, 10000, 0).gained).toBe(BATTLE_BASE_POINTS);
    // Clamped: a negative or too large time left, or no number at all.
    expect(scoreAnswer(true, -50, 10000, 0).gained).toBe(BATTLE_BASE_POINTS);
    expect(scoreAnswer(true, 99999, 10000, 0).gained).toBe(BATTLE_BASE_POINTS + BATTLE_SPEED_POINTS);
    expect(scoreAnswer(true, Number.NaN, 10000, 0).gained).toBe(BATTLE_BASE_POINTS);
  });
  it('adds a combo bonus from the second right answer in a row, capped', () => {
    expect(scoreAnswer(true, 0, 10000, 0)).toEqual({ gained: BATTLE_BASE_POINTS, combo: 1 });
    expect(scoreAnswer(true, 0, 10000, 1)).toEqual({ gained: BATTLE_BASE_POINTS + BATTLE_COMBO_STEP, combo: 2 });
    expect(scoreAnswer(true, 0, 10000, 50).gained).toBe(BATTLE_BASE_POINTS + BATTLE_COMBO_CAP * BATTLE_COMBO_STEP);
  });
  it('names the winner and awards points only to those who played it out', () => {
    expect(battleWinner(3, 2)).toBe('me');
    expect(battleWinner(2, 3)).toBe('opponent');
    expect(battleWinner(2, 2)).toBe('draw');
    expect(battlePoints('win', false)).toBeGreaterThan(battlePoints('draw', false));
    expect(battlePoints('draw', false)).toBeGreaterThan(battlePoints('loss', false));
    expect(battlePoints('loss', false)).toBeGreaterThan(0);
    expect(battlePoints('loss', true)).toBe(0);
  });
});

describe('Elo ratings', () => {
  it('moves ratings towards the result, more for an upset', () => {
    expect(expectedScore(1200, 1200)).toBeCloseTo(0.5);
    expect(nextRating(1200, 1200, 1, 0)).toBe(1220);
    expect(nextRating(1200, 1200, 0, 0)).toBe(1180);
    expect(nextRating(1200, 1200, 0.5, 0)).toBe(1200);
    expect(nextRating(1200, 1600, 1, 20) - 1200).toBeGreaterThan(nextRating(1600, 1200, 1, 20) - 1600);
  });
  it('settles after ten games and counts a bot game at half weight', () => {
    expect(nextRating(1200, 1200, 1, 10)).toBe(1212);
    expect(nextRating(1200, 1200, 1, 0, true)).toBe(1210);
  });
  it('never goes below the floor; bots have a fixed rating by level', () => {
    expect(nextRating(100, 2000, 0, 0)).toBe(100);
    expect(botRating(1)).toBe(900);
    expect(botRating(20)).toBe(1660);
    expect(botRating(99)).toBe(1660);
    expect(BATTLE_START_RATING).toBe(1200);
  });
});

const entry = (userId: number, level: number, lang = 'en', since = 0): QueueEntry => ({
  userId,
  lang,
  level,
  procId: 'p',
  connId: `c${userId}-${level}-${since}`,
  since,
});

describe('MatchQueue', () => {
  it('pairs within ±2 levels of the same language, oldest first', () => {
    const q = new MatchQueue();
    expect(q.offer(entry(1, 5))).toBeNull();
    expect(q.offer(entry(2, 9))).toBeNull();
    expect(q.offer(entry(3, 5, 'ja'))).toBeNull();
    expect(q.offer(entry(4, 8))?.userId).toBe(2);
    expect(q.offer(entry(5, 3))?.userId).toBe(1);
    expect(q.offer(entry(6, 8))).toBeNull();
    expect(q.size).toBe(2);
    expect(BATTLE_LEVEL_SPAN).toBe(2);
  });
  it('never pairs a learner with themselves or with someone the policy forbids', () => {
    const q = new MatchQueue();
    q.offer(entry(1, 5));
    expect(q.offer(entry(1, 5, 'en', 1))).toBeNull();
    expect(q.size).toBe(1); // the second entry replaced the first
    expect(q.offer(entry(2, 5), (w) => w.userId !== 1)).toBeNull();
    expect(pickOpponent([entry(1, 5)], { userId: 3, lang: 'en', level: 5 }, () => false)).toBe(-1);
  });
  it('hands a waiting entry out once: to an opponent or back to its process for a bot, never both', () => {
    const q = new MatchQueue();
    const waiting = entry(1, 5, 'en', 0);
    q.offer(waiting);
    expect(q.overdue(9_999, 10_000)).toHaveLength(0);
    expect(q.overdue(10_000, 10_000)).toEqual([waiting]);
    expect(q.offer(entry(2, 5))?.userId).toBe(1);
    expect(q.take(waiting.connId)).toBe(false); // already paired: no bot
    const alone = entry(3, 5, 'en', 0);
    q.offer(alone);
    expect(q.take(alone.connId)).toBe(true); // the bot gets it
    expect(q.offer(entry(4, 5))).toBeNull(); // nobody left to pair with
  });
});

describe('frame unions', () => {
  it('accepts the contract frames', () => {
    for (const f of [
      { type: 'queue', lang: 'en', level: 3 },
      { type: 'join', code: 'ABCD23' },
      { type: 'rejoin', roomId: 'r1' },
      { type: 'ready' },
      { type: 'answer', questionId: 'q', answer: 'c', requestId: 'r' },
      { type: 'leave' },
      { type: 'ping' },
    ])
      expect(clientFrameSchema.safeParse(f).success).toBe(true);
    expect(
      serverFrameSchema.safeParse({ type: 'opponent', questionId: 'q', answered: true }).success &&
        serverFrameSchema.safeParse({ type: 'result', winner: 'me', scores: { me: 1, opponent: 0 }, missed: [], points: 6 }).success,
    ).toBe(true);
  });
  it('refuses unknown types, missing fields, bad levels and languages, and a client score', () => {
    for (const f of [
      { type: 'dance' },
      { type: 'queue', lang: 'en' },
      { type: 'queue', lang: 'xx', level: 3 },
      { type: 'queue', lang: 'en', level: 21 },
      { type: 'answer', questionId: 'q', answer: 'c' },
      { type: 'answer', questionId: '', answer: 'c', requestId: 'r' },
      { type: 'join', code: 'AB' },
      { level: 3 },
      null,
      'ready',
    ])
      expect(clientFrameSchema.safeParse(f).success).toBe(false);
    // Extra fields such as a score are stripped, never trusted.
    const parsed = clientFrameSchema.parse({ type: 'answer', questionId: 'q', answer: 'c', requestId: 'r', score: 999, correct: true });
    expect(parsed).toEqual({ type: 'answer', questionId: 'q', answer: 'c', requestId: 'r' });
  });
});
