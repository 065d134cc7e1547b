/**
 * Inside a speech worker thread (src/workers/speech.ts): one warm eSpeak NG WebAssembly instance,
 * driven through the command-line `main` that the
 * npm build exports (it exports nothing else): each synthesis runs
 * `main -w /out.wav -v <voice> -- <text>` again on the same instance and reads the WAV from
 * its in-memory file system. A fresh instance costs ~100 ms; a run on a warm one ~2-25 ms.
 *
 * Re-running `main` needs one fix-up: musl's getopt keeps `optind` between runs and only
 * restarts when it is 0. Its address is found once per thread by calibration (the one word
 * of memory that reads 1 → 6 → 11 across two known argument layouts) and zeroed before each
 * run. If calibration fails, every synthesis gets a fresh instance instead (slower, still
 * correct). Runs are synchronous WebAssembly calls, serialized by a promise queue.
 */
import { EspeakInstance, OUT, type RunResult } from './espeak-instance.js';

/** `optind` after parsing `-w OUT -v VOICE -- TEXT` (the text is argv[6]). */
const OPTIND_AFTER_RUN = 6;

const speakArgs = (voice: string, text: string) => ['-w', OUT, '-v', voice, '--', text];
/** eSpeak NG's normal rate, words per minute. */
export const ESPEAK_NORMAL_RATE = 175;
/**
 * Every synthesis names its rate (`-s`): eSpeak keeps the last rate in its globals, so a warm
 * instance would otherwise speak at the speed of the previous request. The rate is eSpeak's own
 * (shorter phonemes and pauses), so the pitch stays the voice's.
 */
const argsOf = (voice: string, text: string, rate = ESPEAK_NORMAL_RATE) => ['-w', OUT, '-s', String(rate), '-v', voice, '--', text];

/** Finds musl's `optind` in memory (see the header); null when it cannot be pinned down. */
function calibrate(instance: EspeakInstance): number | null {
  const initial = instance.wordsHolding(1);
  if (instance.run(speakArgs('en-us', 'a')).status !== 0) return null;
  const first = instance.wordsHolding(OPTIND_AFTER_RUN, initial);
  // Second run: getopt resumes at argv[6], so options start there after five fillers.
  const padded = ['x', 'x', 'x', 'x', 'x', ...speakArgs('es', 'b')];
  if (instance.run(padded).status !== 0) return null;
  const found = instance.wordsHolding(padded.length, first);
  const [address] = found;
  if (found.length !== 1 || address === undefined) return null;
  instance.writeInt(address, 0);
  const check = instance.run(speakArgs('en-us', 'c'));
  return check.status === 0 && check.wav && instance.readInt(address) === OPTIND_AFTER_RUN ? address : null;
}

/** undefined: not calibrated yet; null: re-running main is not possible (fresh instances). Per thread. */
let optindAddress: number | null | undefined;

export class EspeakRunner {
  private instance: EspeakInstance | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  /** Whether runs reuse one warm instance (null until the first start). */
  get reusesInstance(): boolean | null {
    return optindAddress === undefined ? null : optindAddress !== null;
  }

  /** Instantiates (and on first use calibrates) the engine ahead of the first request. */
  warm(): Promise<void> {
    return this.serial(async () => {
      await this.ready();
    });
  }

  /** WAV bytes of `text` spoken with an eSpeak voice name (at `rate` words per minute); rejects when espeak fails. */
  synthesize(voice: string, text: string, rate?: number): Promise<Buffer> {
    return this.serial(async () => {
      try {
        return await this.runOnce(voice, text, rate);
      } catch (err) {
        // A crashed instance is replaced once; a second failure is the answer.
        if (this.instance) throw err;
        return this.runOnce(voice, text, rate);
      }
    });
  }

  close(): void {
    this.instance = null;
  }

  private async runOnce(voice: string, text: string, rate?: number): Promise<Buffer> {
    const instance = await this.ready();
    if (optindAddress != null) instance.writeInt(optindAddress, 0);
    const args = argsOf(voice, text, rate);
    let result: RunResult;
    try {
      result = instance.run(args);
    } finally {
      if (!instance.usable) this.instance = null;
    }
    if (optindAddress == null) this.instance = null;
    // getopt stops at the text, the last argument (argv[0] is the program: optind = args.length).
    else if (instance.usable && instance.readInt(optindAddress) !== args.length) {
      // Not the memory layout calibration saw: stop re-running main in this process.
      optindAddress = null;
      this.instance = null;
    }
    if (result.status !== 0 || !result.wav) {
      throw new Error(`espeak-ng exited with status ${result.status}: ${result.stderr || 'no output'}`);
    }
    return result.wav;
  }

  private async ready(): Promise<EspeakInstance> {
    if (this.instance?.usable) return this.instance;
    const instance = await EspeakInstance.create();
    if (optindAddress === undefined) {
      optindAddress = calibrate(instance);
      if (optindAddress === null || !instance.usable) {
        this.instance = null;
        return EspeakInstance.create();
      }
    }
    this.instance = instance;
    return instance;
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }
}
