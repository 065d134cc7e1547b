import { describe, expect, it } from 'vitest';
import { initialState, lookahead, type PlannerInput, planWindow } from './window-planner';

/** Steps of items: item i has `per` steps; durations in seconds per step (undefined = loading). */
function input(durations: (number | 'failed' | undefined)[], over: Partial<PlannerInput> = {}, per = 1): PlannerInput {
  return {
    stepCount: durations.length,
    itemOf: (s) => Math.floor(s / per),
    duration: (s) => durations[s],
    gapAfterMs: () => 0,
    passes: 1,
    now: 0,
    horizon: 10,
    lead: 0.03,
    ...over,
  };
}

describe('planWindow', () => {
  it('butts 0 ms gaps end to start, exactly on the running sum of durations', () => {
    const d = Array.from({ length: 200 }, (_, i) => 0.3 + (i % 7) * 0.01);
    const plan = planWindow(initialState(1), input(d, { horizon: 1000 }));
    let t = 1;
    plan.starts.forEach((s, i) => {
      expect(s.at).toBeCloseTo(t, 12);
      expect(s.planned).toBe(s.at);
      t += d[i] as number;
    });
    expect(plan.starts).toHaveLength(200);
    expect(plan.done).toBe(true);
  });

  it('schedules only the window ahead, then continues from where it stopped', () => {
    const d = Array.from({ length: 100 }, () => 1);
    const first = planWindow(initialState(0.5), input(d, { horizon: 5 }));
    expect(first.starts.map((s) => s.step)).toEqual([0, 1, 2, 3, 4]);
    expect(first.done).toBe(false);
    const later = planWindow(first.state, input(d, { now: 3, horizon: 5 }));
    expect(later.starts.map((s) => s.step)).toEqual([5, 6, 7]);
    expect(later.starts[0]?.at).toBe(5.5);
  });

  it('puts the in-word gap inside an item and the between gap after it; overlaps never start before the previous start', () => {
    const gaps = (s: number) => (s % 2 === 0 ? 300 : -200);
    const plan = planWindow(initialState(0), input([1, 1, 1, 0.1, 0.1], { gapAfterMs: gaps, now: -1 }, 2));
    expect(plan.starts.map((s) => Number(s.at.toFixed(6)))).toEqual([0, 1.3, 2.1, 3.4, 3.4]);
  });

  it('waits for a clip still loading: starved only when its time has come', () => {
    const early = planWindow(initialState(5), input([undefined, 1]));
    expect(early.starts).toHaveLength(0);
    expect(early.starved).toBe(false);
    const due = planWindow(initialState(0), input([undefined, 1]));
    expect(due.starved).toBe(true);
  });

  it('starts a late clip as soon as it can, and later ones follow it', () => {
    const plan = planWindow(initialState(1), input([1, 1], { now: 2 }));
    expect(plan.starts[0]).toMatchObject({ planned: 1, at: 2.03 });
    expect(plan.starts[1]?.at).toBeCloseTo(3.03, 12);
  });

  it('skips every step of an item whose audio failed, reporting it once', () => {
    const plan = planWindow(initialState(0), input([1, 1, 'failed', 1, 1, 1], { now: -1 }, 2));
    expect(plan.failed).toEqual([{ step: 2, item: 1 }]);
    expect(plan.starts.map((s) => s.step)).toEqual([0, 1, 4, 5]);
    expect(plan.starts[2]?.at).toBe(2);
  });

  it('loops the steps for the loop count, and forever with Infinity', () => {
    const twice = planWindow(initialState(0), input([1, 1], { passes: 2, horizon: 100 }));
    expect(twice.starts.map((s) => `${s.pass}:${s.step}`)).toEqual(['0:0', '0:1', '1:0', '1:1']);
    expect(twice.done).toBe(true);
    const endless = planWindow(initialState(0), input([1, 1], { passes: Number.POSITIVE_INFINITY, horizon: 9.5 }));
    expect(endless.starts).toHaveLength(10);
    expect(endless.done).toBe(false);
  });

  it('is done at once for an empty playlist', () => {
    expect(planWindow(initialState(0), input([], { passes: Number.POSITIVE_INFINITY })).done).toBe(true);
  });
});

describe('lookahead', () => {
  it('lists the next steps, wrapping only when another pass follows', () => {
    expect(lookahead(3, 5, 4, false)).toEqual([3, 4]);
    expect(lookahead(3, 5, 4, true)).toEqual([3, 4, 0, 1]);
    expect(lookahead(0, 0, 4, true)).toEqual([]);
  });
});
