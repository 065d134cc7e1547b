/**
 * The turbo player's sliding window, as pure arithmetic on the AudioContext clock: which steps to
 * start now and at what time, given what is decoded. The engine calls it whenever the clock moves
 * or a buffer arrives; it never looks further than `horizon` seconds ahead, so a 1,000-item
 * playlist keeps only a few seconds of sources scheduled. Kept apart from Web Audio so it is
 * unit-tested with plain numbers. The gap rule is core's (`nextStart`, as in `scheduleTimeline`).
 */
import { nextStart } from '@qfl/core';

/** Where the planner stands in the playlist; the engine keeps one and passes it back each time. */
export interface PlannerState {
  /** Next step to schedule. */
  cursor: number;
  /** Passes over the steps already completed (loop count). */
  pass: number;
  /** Clock time the previous scheduled step ends, or null when nothing was scheduled yet. */
  prevEnd: number | null;
  /** Clock time the previous scheduled step starts (an overlap never starts before it). */
  prevStart: number | null;
  /** Step index of the previous scheduled step (for the in-word vs between-word gap). */
  prevStep: number | null;
  /** When nothing is scheduled yet: the clock time the first step should start. */
  startAt: number;
}

/** What the planner needs to know of a step: its item, and its audio's duration once decoded. */
export interface PlannerInput {
  /** Number of steps in one pass. */
  stepCount: number;
  /** Item index of a step (a playlist item has one or more steps). */
  itemOf(step: number): number;
  /** Duration in seconds once decoded; undefined while loading; 'failed' when its audio failed. */
  duration(step: number): number | 'failed' | undefined;
  /** Gap in milliseconds after a step (negative = overlap): the in-word or between-word gap. */
  gapAfterMs(step: number): number;
  /** Total passes (1 + loop count), Infinity to loop until stopped. */
  passes: number;
  /** The clock now. */
  now: number;
  /** How far ahead to schedule, seconds. */
  horizon: number;
  /** The least time ahead of `now` a start can be given (a start in the past would be late). */
  lead: number;
}

export interface PlannedStart {
  step: number;
  pass: number;
  /** The timeline's start for this step. */
  planned: number;
  /** The start given to the source: `planned`, or a little after now when its audio came late. */
  at: number;
  duration: number;
}

export interface PlanResult {
  state: PlannerState;
  starts: PlannedStart[];
  /** Steps skipped because their audio failed (the engine toasts once per item). */
  failed: { step: number; item: number }[];
  /** The next step is not decoded yet although its time has come: show "buffering". */
  starved: boolean;
  /** Every pass is scheduled: nothing more will start. */
  done: boolean;
}

export function initialState(startAt: number, cursor = 0, pass = 0): PlannerState {
  return { cursor, pass, prevEnd: null, prevStart: null, prevStep: null, startAt };
}

/** The time the step at the cursor should start: core's timeline rule (previous end + its gap, never before its start). */
export function plannedStart(state: PlannerState, input: Pick<PlannerInput, 'gapAfterMs'>): number {
  if (state.prevEnd === null || state.prevStep === null || state.prevStart === null) return state.startAt;
  return nextStart(state.prevStart, state.prevEnd - state.prevStart, input.gapAfterMs(state.prevStep));
}

export function planWindow(current: PlannerState, input: PlannerInput): PlanResult {
  const state = { ...current };
  const starts: PlannedStart[] = [];
  const failed: { step: number; item: number }[] = [];
  let starved = false;
  let failedItem: number | null = null;
  for (;;) {
    if (state.cursor >= input.stepCount) {
      if (state.pass + 1 >= input.passes || input.stepCount === 0) return { state, starts, failed, starved, done: true };
      state.pass += 1;
      state.cursor = 0;
      failedItem = null;
    }
    const step = state.cursor;
    const item = input.itemOf(step);
    const duration = input.duration(step);
    if (duration === 'failed' || failedItem === item) {
      // An item whose audio failed is skipped whole (its other steps too), not a stop.
      if (failedItem !== item) failed.push({ step, item });
      failedItem = item;
      state.cursor += 1;
      continue;
    }
    const planned = plannedStart(state, input);
    if (planned > input.now + input.horizon) break;
    if (duration === undefined) {
      starved = planned <= input.now + input.lead;
      break;
    }
    // A buffer that arrived late starts as soon as it can; otherwise exactly on plan.
    const at = Math.max(planned, input.now + input.lead);
    starts.push({ step, pass: state.pass, planned, at, duration });
    state.prevStart = at;
    state.prevEnd = at + duration;
    state.prevStep = step;
    state.cursor += 1;
  }
  return { state, starts, failed, starved, done: false };
}

/** Steps whose audio should be loaded now: from the cursor, `count` steps ahead (wrapping for loops). */
export function lookahead(cursor: number, stepCount: number, count: number, wraps: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const s = cursor + i;
    if (s < stepCount) out.push(s);
    else if (wraps && stepCount > 0) out.push(s % stepCount);
    else break;
  }
  return out;
}
