/**
 * Test-only timing probe of the turbo player, on when localStorage `qflPlayerDebug` is `1`: records
 * each step's ideal planned start (the timeline: previous start + duration + gap) and, through an
 * AudioWorklet that sees a marker pulse started with the same `start(when)` as the step's sound,
 * the frame where it actually began. The benchmark (bench/player-drift.ts) reads them from
 * `window.__qflPlayer`; nothing of this runs for learners.
 */

export interface ProbePlan {
  seq: number;
  step: number;
  item: number;
  /** Ideal start on the context clock (s). */
  planned: number;
  /** The `when` given to start() (later than planned only when the audio came late). */
  at: number;
}

export interface ProbeRecord {
  plans: ProbePlan[];
  /** seq → context time (s) where the marker began, from the rendered frame. */
  actual: Record<number, number>;
  /** Milliseconds from pressing play to the first sound leaving the context (output latency included). */
  firstSoundMs: number | null;
}

export function probeEnabled(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem('qflPlayerDebug') === '1';
  } catch {
    return false;
  }
}

export class TimingProbe {
  readonly record: ProbeRecord = { plans: [], actual: {}, firstSoundMs: null };
  private node: AudioWorkletNode | null = null;
  private seq = 0;

  static async create(ctx: AudioContext): Promise<TimingProbe> {
    const probe = new TimingProbe();
    await ctx.audioWorklet.addModule(`${import.meta.env.BASE_URL}player-probe.worklet.js`);
    const node = new AudioWorkletNode(ctx, 'qfl-player-probe', { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1 });
    const silent = ctx.createGain();
    silent.gain.value = 0;
    // Connected to the destination through silence, so the renderer pulls it every quantum.
    node.connect(silent).connect(ctx.destination);
    node.port.onmessage = (e: MessageEvent<{ seq: number; frame: number }>) => {
      probe.record.actual[e.data.seq] = e.data.frame / ctx.sampleRate;
    };
    probe.node = node;
    return probe;
  }

  /** A 5 ms pulse of value `seq` at `at`, beside the step's own source. */
  mark(ctx: AudioContext, plan: Omit<ProbePlan, 'seq'>): void {
    if (!this.node) return;
    this.seq += 1;
    const pulse = ctx.createConstantSource();
    pulse.offset.value = this.seq;
    pulse.connect(this.node);
    pulse.start(plan.at);
    pulse.stop(plan.at + 0.005);
    pulse.onended = () => pulse.disconnect();
    this.record.plans.push({ seq: this.seq, ...plan });
  }

  dispose(): void {
    this.node?.disconnect();
    this.node = null;
  }
}
