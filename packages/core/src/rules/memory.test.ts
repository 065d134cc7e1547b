import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { learnerDayNumber, startOfLearnerDayNumber } from './learner-day.js';
import {
  elapsedDaysAt,
  isKnown,
  isMatureCard,
  MATURE_STABILITY_DAYS,
  type MemoryCard,
  newCard,
  retrievability,
  reviewCard,
  stateName,
} from './memory.js';

const DAY = 86_400_000;
const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
const beijing = { timeZone: 'Asia/Shanghai', rolloverHour: 4 };
/** ts-fsrs itself, fuzz off, default weights and retention. */
const reference = fsrs(generatorParameters({ enable_fuzz: false }));
/** Reviews given to ts-fsrs directly at the given dates (all Good unless said). */
function direct(dates: string[], grades: Grade[] = dates.map(() => 3 as Grade)): Card {
  let c = createEmptyCard(new Date(dates[0] as string));
  dates.forEach((d, i) => {
    c = reference.next(c, new Date(d), grades[i] as Grade).card;
  });
  return c;
}
function ours(instants: number[], options = {}, grades: (1 | 2 | 3 | 4)[] = instants.map(() => 3)): MemoryCard {
  let c: MemoryCard | null = null;
  instants.forEach((t, i) => {
    c = reviewCard(c, grades[i] as 1 | 2 | 3 | 4, t, options);
  });
  return c as unknown as MemoryCard;
}

describe('memory (FSRS)', () => {
  const t0 = Date.UTC(2026, 0, 1);
  it('a new card graded Good leaves the new state and is due later', () => {
    const c = reviewCard(null, 3, t0);
    expect(stateName(c.state)).not.toBe('new');
    expect(c.reps).toBe(1);
    expect(c.due).toBeGreaterThan(t0);
    expect(retrievability(newCard(t0), t0)).toBe(0);
  });
  it('Easy schedules further out than Hard; Again counts a lapse on a review card', () => {
    let c = reviewCard(null, 3, t0);
    c = reviewCard(c, 3, c.due);
    c = reviewCard(c, 3, c.due);
    expect(stateName(c.state)).toBe('review');
    const easy = reviewCard(c, 4, c.due);
    const hard = reviewCard(c, 2, c.due);
    expect(easy.due).toBeGreaterThan(hard.due);
    const again = reviewCard(c, 1, c.due);
    expect(again.lapses).toBe(c.lapses + 1);
    expect(stateName(again.state)).toBe('relearning');
  });
  it('retrievability falls with time and a higher retention target schedules sooner', () => {
    let c = reviewCard(null, 3, t0);
    c = reviewCard(c, 3, c.due);
    c = reviewCard(c, 3, c.due);
    const r1 = retrievability(c, c.due);
    const r2 = retrievability(c, c.due + 30 * DAY);
    expect(r1).toBeGreaterThan(r2);
    const strict = reviewCard(c, 3, c.due, { retention: 0.97 });
    const lax = reviewCard(c, 3, c.due, { retention: 0.7 });
    expect(strict.due).toBeLessThan(lax.due);
  });
});

describe('FSRS on the learner day', () => {
  // Beijing is UTC+8 all year; with the rollover at 4 the learner day of local time T is the UTC
  // date of T - 4 h, so ts-fsrs given "local time - 4 h" as UTC counts the learner's days.
  // Local 10:00 and 10:15 on 5 March, then 07:50 and 08:10 on 10 March.
  const real = ['2026-03-05T02:00:00Z', '2026-03-05T02:15:00Z', '2026-03-09T23:50:00Z', '2026-03-10T00:10:00Z'].map(at);
  const learnerDates = ['2026-03-05T06:00:00Z', '2026-03-05T06:15:00Z', '2026-03-10T03:50:00Z', '2026-03-10T04:10:00Z'];

  it('07:50 and 08:10 in Beijing are the same day: elapsed 0 and the stability ts-fsrs gives on one date', () => {
    const c = ours(real, { day: beijing });
    const expected = direct(learnerDates);
    expect(c.elapsedDays).toBe(0);
    expect(c.stability).toBeCloseTo(expected.stability, 10);
    expect(c.difficulty).toBeCloseTo(expected.difficulty, 10);
    expect(c.scheduledDays).toBe(expected.scheduled_days);
    // Hand-checked values of the two sequences: the same day keeps S 18.18 (scheduled 19 days);
    // UTC dates see a day between 07:50 and 08:10 and give S 20.43.
    expect(c.stability).toBeCloseTo(18.18015363, 6);
    expect(direct(real.map((t) => new Date(t).toISOString())).stability).toBeCloseTo(20.43376487, 6);
    // Without a learner day the days are UTC dates: the old count.
    expect(ours(real).stability).toBeCloseTo(20.43376487, 6);
    // lastReview stays the real instant.
    expect(c.lastReview).toBe(real[3]);
  });

  it('22:00 then 07:00 the next morning in Beijing is one day (the same UTC date)', () => {
    // 22:00 local = 14:00Z, 07:00 next morning = 23:00Z the same UTC date.
    const first = ['2026-04-01T02:00:00Z', '2026-04-01T02:15:00Z', '2026-04-03T14:00:00Z'].map(at);
    const next = at('2026-04-03T23:00:00Z');
    const c = ours([...first, next], { day: beijing });
    expect(c.elapsedDays).toBe(1);
    const expected = direct(['2026-04-01T06:00:00Z', '2026-04-01T06:15:00Z', '2026-04-03T18:00:00Z', '2026-04-04T03:00:00Z']);
    expect(expected.elapsed_days).toBe(1);
    expect(c.stability).toBeCloseTo(expected.stability, 10);
    // ts-fsrs on the real instants counts 0 days there.
    const utc = direct([...first, next].map((t) => new Date(t).toISOString()));
    expect(utc.elapsed_days).toBe(0);
    expect(utc.stability).not.toBeCloseTo(c.stability, 3);
  });

  it('a card scheduled in days is due from the rollover of that learner day', () => {
    const c = ours(real, { day: beijing });
    // Reviewed on learner day 10 March, scheduled 19 days: due 29 March 04:00 Beijing = 28 March 20:00Z.
    expect(c.scheduledDays).toBe(19);
    expect(new Date(c.due).toISOString()).toBe('2026-03-28T20:00:00.000Z');
    expect(c.due).toBe(startOfLearnerDayNumber(learnerDayNumber(real[3] as number, beijing) + 19, beijing));
    // Without a learner day: UTC midnight of the day.
    const u = ours(real);
    expect(new Date(u.due).toISOString()).toBe(
      `${new Date((real[3] as number) + u.scheduledDays * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`,
    );
  });

  it('learning steps are due minutes after the review, whatever the day', () => {
    // A first Good at 03:55 Beijing (still yesterday's learner day): the 10-minute step crosses the rollover.
    const t = at('2026-03-09T19:55:00Z');
    const c = reviewCard(null, 3, t, { day: beijing });
    expect(stateName(c.state)).toBe('learning');
    expect(c.due).toBe(t + 10 * MIN);
    const again = reviewCard(c, 1, t + 10 * MIN, { day: beijing });
    expect(again.due).toBe(t + 11 * MIN);
    expect(again.lastReview).toBe(t + 10 * MIN);
  });

  it('across a DST change the due day starts at the local rollover (New York, 4 am)', () => {
    const ny = { timeZone: 'America/New_York', rolloverHour: 4 };
    // Learned on 2 March (EST, UTC-5); DST starts 8 March.
    const c = ours([at('2026-03-02T15:00:00Z'), at('2026-03-02T15:15:00Z')], { day: ny });
    expect(c.scheduledDays).toBe(2);
    expect(new Date(c.due).toISOString()).toBe('2026-03-04T09:00:00.000Z');
    // Reviewed on 7 March (EST) and scheduled past 8 March: due at 04:00 EDT = 08:00Z.
    const later = reviewCard(c, 3, at('2026-03-07T15:00:00Z'), { day: ny });
    expect(later.scheduledDays).toBeGreaterThan(1);
    const dueDay = new Date(Date.UTC(2026, 2, 7) + later.scheduledDays * DAY).toISOString().slice(0, 10);
    expect(new Date(later.due).toISOString()).toBe(`${dueDay}T08:00:00.000Z`);
  });
});

describe('retrievability with fractional days', () => {
  const t = at('2026-05-01T12:00:00Z');
  /** R = (1 + factor t / S)^-decay, factor = 0.9^(-1/decay) - 1 (FSRS-6). */
  const curve = (elapsed: number, s: number, decay: number) => (1 + (0.9 ** (-1 / decay) - 1) * (elapsed / s)) ** -decay;

  it('a card failed a minute ago is not at R = 1', () => {
    let c = ours([t - 10 * DAY, t - 10 * DAY + 15 * MIN]);
    c = reviewCard(c, 1, t - MIN);
    const r = retrievability(c, t);
    expect(r).toBeLessThan(1);
    expect(r).toBeCloseTo(curve(1 / 1440, c.stability, 0.1542), 7);
    expect(elapsedDaysAt(c, t)).toBeCloseTo(1 / 1440, 12);
  });

  it('R = 0.9 when the elapsed days equal the stability; the weights decay is used', () => {
    const c = ours([t, t + 15 * MIN]);
    expect(retrievability(c, (c.lastReview as number) + c.stability * DAY)).toBeCloseTo(0.9, 7);
    // Half a day after a 2.3065-day card: hand-computed from the curve with decay 0.1542.
    expect(c.stability).toBeCloseTo(2.3065, 4);
    expect(retrievability(c, (c.lastReview as number) + DAY / 2)).toBeCloseTo(curve(0.5, 2.3065, 0.1542), 7);
    const weights = [...generatorParameters().w];
    weights[20] = 0.5;
    const r = retrievability(c, (c.lastReview as number) + 5 * DAY, { weights });
    expect(r).toBeCloseTo(curve(5, c.stability, 0.5), 7);
    expect(r).not.toBeCloseTo(retrievability(c, (c.lastReview as number) + 5 * DAY), 3);
  });

  it('known now: review state and no more days elapsed than the stability; mature from 21 days', () => {
    const c = ours([t, t + 15 * MIN]);
    const last = c.lastReview as number;
    expect(isKnown(c, last + c.stability * DAY)).toBe(true);
    expect(isKnown(c, last + c.stability * DAY + 1)).toBe(false);
    // A lapse a minute ago: relearning, R close to 1, not known.
    const failed = reviewCard(c, 1, last + DAY);
    expect(retrievability(failed, last + DAY + MIN)).toBeGreaterThan(0.9);
    expect(isKnown(failed, last + DAY + MIN)).toBe(false);
    expect(isKnown(newCard(t), t)).toBe(false);
    expect(MATURE_STABILITY_DAYS).toBe(21);
    expect(isMatureCard({ stability: 21 })).toBe(true);
    expect(isMatureCard({ stability: 20.99 })).toBe(false);
  });
});
