/**
 * Gap and overlap arithmetic of the turbo player: when each audio step starts on the Web Audio
 * clock (`AudioContext.currentTime`, seconds), so the web player schedules sources ahead with
 * `source.start(when)` instead of timers, and gaps and overlaps are sample-exact.
 *
 * Usage:
 *   const timed = scheduleTimeline(steps, durations, { inWordGapMs, betweenGapMs }, ctx.currentTime + 0.05);
 *   timed[i].start / timed[i].end → seconds on the audio clock for steps[i]
 *
 * `durationsSec[i]` is the duration of steps[i]'s clip as rendered (the decoded buffer's duration).
 * The server renders at the chosen speed with the speech engine's own rate, so the client normally
 * passes speed = nativeSpeed = 1; when a client instead applies a playbackRate it passes that rate
 * here (`speed` for word steps, `nativeSpeed` for translation steps) and the played duration is
 * duration / rate. Gaps are wall-clock milliseconds and never scale with speed.
 * Rule: step 0 starts at `startAt`; step i+1 starts at end(i) + gapAfter(i) — a negative gap is an
 * overlap — but never before start(i), so an overlap longer than a clip cannot reorder steps.
 */
import type { PlayStep } from './sequence.js';

export interface TimelineOptions {
  inWordGapMs: number;
  betweenGapMs: number;
  /** playbackRate the client applies to word clips (1 when the server rendered at the speed). */
  speed?: number;
  /** playbackRate the client applies to translation clips. */
  nativeSpeed?: number;
}

export interface TimedStep {
  /** Seconds on the audio clock. */
  start: number;
  /** start + played duration. */
  end: number;
}

/** Played duration of a clip at a rate (rates ≤ 0 or non-finite are treated as 1). */
function played(durationSec: number, rate: number | undefined): number {
  const r = rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : 1;
  return Math.max(0, Number.isFinite(durationSec) ? durationSec : 0) / r;
}

/** The start after a step that started at `start`, played `duration` seconds and is followed by `gapMs`. */
export function nextStart(start: number, duration: number, gapMs: number): number {
  return Math.max(start, start + duration + gapMs / 1000);
}

/** Start and end of every step on the audio clock. `durationsSec` must have one entry per step. */
export function scheduleTimeline(
  steps: readonly Pick<PlayStep, 'side' | 'gapAfter'>[],
  durationsSec: readonly number[],
  opts: TimelineOptions,
  startAt = 0,
): TimedStep[] {
  if (durationsSec.length !== steps.length) throw new Error('scheduleTimeline: one duration per step');
  const out: TimedStep[] = [];
  let at = startAt;
  steps.forEach((step, i) => {
    const dur = played(durationsSec[i] ?? 0, step.side === 'word' ? opts.speed : opts.nativeSpeed);
    out.push({ start: at, end: at + dur });
    at = nextStart(at, dur, step.gapAfter === 'in-word' ? opts.inWordGapMs : opts.betweenGapMs);
  });
  return out;
}
