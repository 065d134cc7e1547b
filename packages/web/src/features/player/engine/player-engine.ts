/**
 * The turbo player's engine (plain TypeScript, no React): plays a playlist's steps (core's
 * `playSequence`) on the Web Audio clock. Audio of the next steps is fetched and decoded ahead
 * (`decodeAudioData`, off the main thread), each step is started with
 * `AudioBufferSourceNode.start(when)` at the time core's timeline gives it, over a sliding window of
 * `HORIZON_S` seconds; buffers behind the play head are dropped. Timers only wake the planner up
 * (and are throttled in the background, which the window covers); they never time a sound.
 * Pause suspends the context, so what is scheduled resumes exactly where it stood.
 */
import { type PlaylistItem, type PlayStep, playSequence } from '@qfl/core';
import { ClipStore } from './clip-store';
import { createOutput, type PlayerOutput } from './output';
import { probeEnabled, TimingProbe } from './probe';
import type { EngineDeps, EngineSettings, EngineStatus } from './types';
import { initialState, lookahead, type PlannerState, planWindow } from './window-planner';

export type { EngineListener, EngineSettings, EngineStatus } from './types';

/** Seconds of sound scheduled ahead of the play head. */
export const HORIZON_S = 12;
/** The least time ahead of now a start is given (a start in the past would be late). */
const LEAD_S = 0.03;
/** Distinct clips loaded ahead of the cursor, looked for within this many steps. */
const LOOKAHEAD_CLIPS = 16;
const LOOKAHEAD_SCAN = 400;
const TICK_MS = 100;

interface Scheduled {
  step: number;
  pass: number;
  at: number;
  end: number;
  node: AudioBufferSourceNode;
}

export class PlayerEngine {
  private ctx: AudioContext | null = null;
  private output: PlayerOutput | null = null;
  private probe: TimingProbe | null = null;
  private probeReady: Promise<TimingProbe> | null = null;
  private readonly clips: ClipStore;
  private items: readonly PlaylistItem[] = [];
  private settings: EngineSettings;
  private steps: PlayStep[] = [];
  private planner: PlannerState = initialState(0);
  private scheduled: Scheduled[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private statusValue: EngineStatus = 'idle';
  private shownStep: number | null = null;
  private shownPass = 0;
  private pendingStart: { step: number; pass: number } = { step: 0, pass: 0 };
  private pressedAt: number | null = null;
  private disposed = false;
  private resuming = false;

  constructor(
    private readonly deps: EngineDeps,
    settings: EngineSettings,
  ) {
    this.settings = settings;
    this.clips = new ClipStore(
      deps.fetchAudio,
      () => this.ensureContext(),
      () => this.tick(),
    );
  }

  get status(): EngineStatus {
    return this.statusValue;
  }

  /** The item whose turn is sounding (or about to), for display and the resume position. */
  get currentItem(): number {
    const step = this.steps[this.shownStep ?? this.pendingStart.step];
    return step?.anchor ?? 0;
  }

  get currentPass(): number {
    return this.shownStep === null ? this.pendingStart.pass : this.shownPass;
  }

  get probeRecord() {
    return this.probe?.record ?? null;
  }

  /** Clips decoded and ready (the buffer ahead of the play head). */
  get readyBuffers(): number {
    return this.clips.readyCount();
  }

  /** Number of decoded or loading clips held (flat however long the playlist). */
  get heldBuffers(): number {
    return this.clips.heldCount();
  }

  /** A new playlist (or the same one refetched in another translation language), starting at `index`. */
  setPlaylist(items: readonly PlaylistItem[], index: number, pass: number): void {
    // The context is made (suspended) before the first tap, so the first clips decode ahead of it.
    this.ensureContext();
    this.items = items;
    this.steps = playSequence(this.settings.mode, this.items);
    this.seekItem(index, pass);
  }

  /** Settings changed: the mode rebuilds the steps from the current item; speed and gaps re-plan what has not started. */
  configure(next: EngineSettings): void {
    const prev = this.settings;
    this.settings = next;
    if (prev.mode !== next.mode) {
      const item = this.currentItem;
      const pass = this.currentPass;
      this.steps = playSequence(next.mode, this.items);
      this.seekItem(item, pass);
      return;
    }
    if (
      prev.speed !== next.speed ||
      prev.nativeSpeed !== next.nativeSpeed ||
      prev.inWordGapMs !== next.inWordGapMs ||
      prev.betweenGapMs !== next.betweenGapMs
    ) {
      this.replanUnstarted();
    }
    this.tick();
  }

  /** Starts or resumes; called inside the user's tap so the browser allows sound. */
  async play(): Promise<void> {
    this.pressedAt = performance.now();
    const ctx = this.ensureContext();
    this.output?.start();
    if (this.statusValue === 'ended') this.seekItem(0, 0);
    if (this.scheduled.length > 0) this.pressedAt = null; // a resume: nothing new starts
    this.resuming = true;
    try {
      if (ctx.state !== 'running') await ctx.resume();
    } finally {
      this.resuming = false;
    }
    if (this.probeReady) this.probe = await this.probeReady;
    if (this.scheduled.length === 0) this.planner = initialState(ctx.currentTime + LEAD_S, this.planner.cursor, this.planner.pass);
    this.setStatus('loading');
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  async pause(): Promise<void> {
    if (!this.ctx || this.statusValue === 'paused' || this.statusValue === 'idle') return;
    this.setStatus('paused');
    this.output?.pause();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ctx.suspend();
  }

  /** Jumps to an item's turn (skip, previous, resume, book switch). */
  seekItem(index: number, pass = this.currentPass): void {
    this.stopScheduled(() => true);
    const bounded = Math.max(0, Math.min(index, Math.max(0, this.items.length - 1)));
    let step = this.steps.findIndex((s) => s.anchor >= bounded);
    if (step < 0) step = 0;
    this.pendingStart = { step, pass };
    this.shownStep = null;
    const now = this.ctx?.currentTime ?? 0;
    this.planner = initialState(now + LEAD_S, step, pass);
    const anchor = this.steps[step]?.anchor;
    if (anchor !== undefined) this.deps.listener.item(anchor, pass);
    if (this.statusValue === 'ended') this.setStatus('paused');
    this.tick();
  }

  next(): void {
    this.seekItem(this.currentItem + 1);
  }

  previous(): void {
    this.seekItem(this.currentItem - 1);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearInterval(this.timer);
    this.stopScheduled(() => true);
    this.clips.clear();
    this.probe?.dispose();
    this.output?.dispose();
    void this.ctx?.close();
    this.ctx = null;
  }

  private ensureContext(): AudioContext {
    if (this.ctx) return this.ctx;
    const ctx = new AudioContext({ latencyHint: 'playback' });
    this.ctx = ctx;
    this.output = createOutput(ctx);
    if (probeEnabled()) this.probeReady = TimingProbe.create(ctx);
    // The system may suspend or interrupt the context (a call, another app's audio on iOS): say so.
    ctx.onstatechange = () => {
      const active = this.statusValue === 'playing' || this.statusValue === 'buffering' || this.statusValue === 'loading';
      if (ctx.state !== 'running' && active && !this.resuming) this.setStatus('paused');
    };
    return ctx;
  }

  private keyOfStep(step: number): string | null {
    const s = this.steps[step];
    const item = s ? this.items[s.itemIndex] : undefined;
    return s && item ? this.clips.keyOf(item, s.side, this.settings) : null;
  }

  private setStatus(status: EngineStatus): void {
    if (this.statusValue === status) return;
    this.statusValue = status;
    this.deps.listener.status(status);
  }

  private passes(): number {
    return this.settings.loopCount < 0 ? Number.POSITIVE_INFINITY : this.settings.loopCount + 1;
  }

  /** Stops scheduled sources matching `which` (all for a seek; the unstarted for a re-plan). */
  private stopScheduled(which: (s: Scheduled) => boolean): void {
    const keep: Scheduled[] = [];
    for (const s of this.scheduled) {
      if (!which(s)) {
        keep.push(s);
        continue;
      }
      s.node.onended = null;
      try {
        s.node.stop();
      } catch {
        // Never started or already stopped.
      }
      s.node.disconnect();
    }
    this.scheduled = keep;
  }

  /** Cancels what has not started yet and plans it again from the last started step's end. */
  private replanUnstarted(): void {
    const ctx = this.ctx;
    if (!ctx || this.scheduled.length === 0) {
      this.planner = initialState(this.planner.startAt, this.planner.cursor, this.planner.pass);
      return;
    }
    const now = ctx.currentTime;
    const unstarted = this.scheduled.filter((s) => s.at > now + LEAD_S);
    if (unstarted.length === 0) return;
    const first = unstarted[0] as Scheduled;
    this.stopScheduled((s) => s.at > now + LEAD_S);
    const last = this.scheduled[this.scheduled.length - 1];
    this.planner = last
      ? { cursor: first.step, pass: first.pass, prevStart: last.at, prevEnd: last.end, prevStep: last.step, startAt: now + LEAD_S }
      : initialState(now + LEAD_S, first.step, first.pass);
  }

  private tick(): void {
    const ctx = this.ctx;
    if (this.disposed) return;
    this.want();
    if (!ctx || this.statusValue === 'paused' || this.statusValue === 'idle' || this.statusValue === 'ended') return;
    const now = ctx.currentTime;
    this.scheduled = this.scheduled.filter((s) => s.end > now);
    this.followPlayHead(now);
    const plan = planWindow(this.planner, {
      stepCount: this.steps.length,
      itemOf: (step) => this.steps[step]?.itemIndex ?? 0,
      duration: (step) => {
        const key = this.keyOfStep(step);
        const state = key ? this.clips.get(key) : undefined;
        if (!state || state.kind === 'loading') return key ? undefined : 'failed';
        return state.kind === 'failed' ? 'failed' : state.value.duration;
      },
      gapAfterMs: (step) => (this.steps[step]?.gapAfter === 'in-word' ? this.settings.inWordGapMs : this.settings.betweenGapMs),
      passes: this.passes(),
      now,
      horizon: HORIZON_S,
      lead: LEAD_S,
    });
    this.planner = plan.state;
    for (const f of plan.failed) this.deps.listener.failed(this.steps[f.step]?.anchor ?? f.item);
    for (const start of plan.starts) this.startStep(ctx, start.step, start.pass, start.planned, start.at);
    this.want();
    const sounding = this.scheduled.some((s) => s.at <= now + LEAD_S && s.end > now);
    if (plan.done && this.scheduled.length === 0) {
      this.setStatus('ended');
      this.output?.pause();
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
    } else if (this.scheduled.length > 0 && (sounding || !plan.starved)) {
      this.setStatus('playing');
    } else if (plan.starved || this.scheduled.length === 0) {
      this.setStatus(this.statusValue === 'loading' ? 'loading' : 'buffering');
    }
  }

  private startStep(ctx: AudioContext, step: number, pass: number, planned: number, at: number): void {
    const key = this.keyOfStep(step);
    const state = key ? this.clips.get(key) : undefined;
    if (!output(this.output) || state?.kind !== 'ready') return;
    const node = ctx.createBufferSource();
    const clip = state.value;
    node.buffer = clip.buffer;
    node.connect(this.output.input);
    node.start(at, clip.offset);
    const entry: Scheduled = { step, pass, at, end: at + clip.duration, node };
    node.onended = () => {
      node.disconnect();
      this.scheduled = this.scheduled.filter((s) => s !== entry);
      this.tick();
    };
    this.scheduled.push(entry);
    const item = this.steps[step]?.anchor ?? 0;
    this.probe?.mark(ctx, { step, item, planned, at });
    if (this.pressedAt !== null && this.probe) {
      // Press → the first sound leaving the context: the wait until `at` plus the output latency.
      const outputLatency = (ctx.outputLatency || 0) + (ctx.baseLatency || 0);
      this.probe.record.firstSoundMs = performance.now() - this.pressedAt + (at - ctx.currentTime + outputLatency) * 1000;
    }
    this.pressedAt = null;
  }

  /** Which step sounds now: announces item changes and exposures. */
  private followPlayHead(now: number): void {
    let current: Scheduled | null = null;
    for (const s of this.scheduled) if (s.at <= now && (!current || s.at >= current.at)) current = s;
    if (!current || (current.step === this.shownStep && current.pass === this.shownPass)) return;
    const prevAnchor = this.shownStep === null ? null : (this.steps[this.shownStep]?.anchor ?? null);
    this.shownStep = current.step;
    this.shownPass = current.pass;
    const step = this.steps[current.step];
    if (!step) return;
    this.deps.listener.heard(step.itemIndex);
    if (step.anchor !== prevAnchor) this.deps.listener.item(step.anchor, current.pass);
  }

  /** Loads the next steps' clips and drops every other one (behind the play head or no longer needed). */
  private want(): void {
    const wraps = this.planner.pass + 1 < this.passes();
    // The next LOOKAHEAD_CLIPS distinct clips (a word repeated ten times is one clip).
    const ahead = lookahead(this.planner.cursor, this.steps.length, LOOKAHEAD_SCAN, wraps);
    const keys: string[] = [];
    for (const step of ahead) {
      const key = this.keyOfStep(step);
      if (key && !keys.includes(key)) keys.push(key);
      if (keys.length >= LOOKAHEAD_CLIPS) break;
    }
    const keep = new Set(keys);
    for (const s of this.scheduled) {
      const key = this.keyOfStep(s.step);
      if (key) keep.add(key);
    }
    this.clips.update(keys, keep);
  }
}

function output(o: PlayerOutput | null): o is PlayerOutput {
  return o !== null;
}
