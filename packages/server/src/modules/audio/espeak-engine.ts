/**
 * One warm eSpeak NG WebAssembly instance, driven through the command-line `main` that the
 * npm build exports (it exports nothing else): each synthesis runs
 * `main -w /out.wav -v <voice> -- <text>` again on the same instance and reads the WAV from
 * its in-memory file system. A fresh instance costs ~100 ms; a run on a warm one ~2-25 ms.
 *
 * Re-running `main` needs one fix-up: musl's getopt keeps `optind` between runs and only
 * restarts when it is 0. Its address is found once per process by calibration (the one word
 * of memory that reads 1 → 6 → 11 across two known argument layouts) and zeroed before each
 * run. If calibration fails, every synthesis gets a fresh instance instead (slower, still
 * correct). Runs are synchronous WebAssembly calls, serialized by a promise queue; the
 * compiled module is shared by all instances of the process.
 */

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg, { type ESpeakNgModule } from 'espeak-ng';

const OUT = '/out.wav';
const PROGRAM = 'espeak-ng';
/** `optind` after parsing `-w OUT -v VOICE -- TEXT` (the text is argv[6]). */
const OPTIND_AFTER_RUN = 6;

interface EspeakExports {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(ptr: number): void;
  stackSave(): number;
  stackRestore(sp: number): void;
  __main_argc_argv(argc: number, argv: number): number;
}

interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: Record<string, unknown> }>;
}

const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

function asExports(raw: Record<string, unknown>): EspeakExports {
  for (const name of ['malloc', 'free', 'stackSave', 'stackRestore', '__main_argc_argv']) {
    if (typeof raw[name] !== 'function') throw new Error(`espeak-ng.wasm lacks the export ${name}`);
  }
  if (!(raw.memory as { buffer?: unknown } | undefined)?.buffer) throw new Error('espeak-ng.wasm lacks its memory');
  return raw as unknown as EspeakExports;
}

/** Emscripten's exit() throws an `ExitStatus` object; anything else is a crash. */
function exitStatusOf(err: unknown): number | null {
  if (typeof err !== 'object' || err === null || (err as { name?: unknown }).name !== 'ExitStatus') return null;
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' ? status : 1;
}

let compiled: Promise<object> | null = null;

function compiledModule(): Promise<object> {
  compiled ??= (async () => {
    const require = createRequire(import.meta.url);
    const path = require.resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
    return wasmApi.compile(await readFile(path));
  })();
  compiled.catch(() => {
    compiled = null;
  });
  return compiled;
}

export interface RunResult {
  status: number;
  wav: Buffer | null;
  stderr: string;
}

/** One instantiated module: run `main`, peek and poke its memory. */
class Instance {
  /** false once it crashed or exited abnormally: it is never run again. */
  usable = true;

  private constructor(
    private readonly module: ESpeakNgModule,
    private readonly exports: EspeakExports,
    /** The last lines espeak wrote to stderr (filled by the module's printErr). */
    private readonly stderr: string[],
  ) {}

  static async create(): Promise<Instance> {
    const wasmModule = await compiledModule();
    const got: { exports?: EspeakExports } = {};
    const stderr: string[] = [];
    const module = await ESpeakNg({
      noInitialRun: true,
      print: () => undefined,
      printErr: (line) => {
        stderr.push(line);
        if (stderr.length > 20) stderr.shift();
      },
      instantiateWasm(imports, receive) {
        void wasmApi.instantiate(wasmModule, imports).then((instance) => {
          got.exports = asExports(instance.exports);
          receive(instance, wasmModule);
        });
        return {};
      },
    });
    if (!got.exports) throw new Error('espeak-ng did not instantiate');
    return new Instance(module, got.exports, stderr);
  }

  /** Byte addresses of the aligned 32-bit words that hold `value` (all of them, or among `within`). */
  wordsHolding(value: number, within?: readonly number[]): number[] {
    const words = new Int32Array(this.exports.memory.buffer);
    if (within) return within.filter((address) => words[address >> 2] === value);
    const found: number[] = [];
    for (let i = 0; i < words.length; i++) if (words[i] === value) found.push(i * 4);
    return found;
  }

  readInt(address: number): number {
    return new DataView(this.exports.memory.buffer).getInt32(address, true);
  }

  writeInt(address: number, value: number): void {
    new DataView(this.exports.memory.buffer).setInt32(address, value, true);
  }

  /** Runs `main` with these arguments and takes the WAV it wrote, if any. */
  run(args: readonly string[]): RunResult {
    const ex = this.exports;
    const argv = [PROGRAM, ...args];
    const pointers: number[] = [];
    this.stderr.length = 0;
    this.removeOutput();
    const sp = ex.stackSave();
    const exitCode = process.exitCode;
    // The module's file system throws an Error per missing file and reads its .stack: with
    // stack traces off for this synchronous call those cost nothing (2-3x faster runs).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    let status: number;
    try {
      for (const arg of argv) {
        const bytes = Buffer.from(`${arg}\0`, 'utf8');
        const ptr = ex.malloc(bytes.length);
        if (!ptr) throw new Error('espeak-ng out of memory');
        new Uint8Array(ex.memory.buffer, ptr, bytes.length).set(bytes);
        pointers.push(ptr);
      }
      const table = ex.malloc(4 * (pointers.length + 1));
      if (!table) throw new Error('espeak-ng out of memory');
      const view = new DataView(ex.memory.buffer);
      pointers.forEach((ptr, i) => {
        view.setUint32(table + 4 * i, ptr, true);
      });
      view.setUint32(table + 4 * pointers.length, 0, true);
      pointers.push(table);
      status = ex.__main_argc_argv(argv.length, table);
    } catch (err) {
      const exited = exitStatusOf(err);
      if (exited === null) {
        this.usable = false;
        throw err;
      }
      status = exited;
    } finally {
      // Emscripten's exit() sets process.exitCode: it must not leak into the server's.
      process.exitCode = exitCode;
      Error.stackTraceLimit = stackTraceLimit;
    }
    ex.stackRestore(sp);
    for (const ptr of pointers) ex.free(ptr);
    if (status !== 0) this.usable = false;
    const wav = this.takeOutput();
    return { status, wav, stderr: this.stderr.join('\n') };
  }

  private takeOutput(): Buffer | null {
    try {
      const bytes = this.module.FS.readFile(OUT);
      return Buffer.from(bytes);
    } catch {
      return null;
    } finally {
      this.removeOutput();
    }
  }

  private removeOutput(): void {
    try {
      this.module.FS.unlink(OUT);
    } catch {
      // not there
    }
  }
}

const speakArgs = (voice: string, text: string) => ['-w', OUT, '-v', voice, '--', text];

/** Finds musl's `optind` in memory (see the header); null when it cannot be pinned down. */
function calibrate(instance: Instance): number | null {
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

/** undefined: not calibrated yet; null: re-running main is not possible (fresh instances). */
let optindAddress: number | null | undefined;

export class EspeakEngine {
  private instance: Instance | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  /** Whether runs reuse one warm instance (known after the first start). */
  get reusesInstance(): boolean | undefined {
    return optindAddress === undefined ? undefined : optindAddress !== null;
  }

  /** Instantiates (and on first use calibrates) the engine ahead of the first request. */
  warm(): Promise<void> {
    return this.serial(async () => {
      await this.ready();
    });
  }

  /** WAV bytes of `text` spoken with an eSpeak voice name; rejects when espeak fails. */
  synthesize(voice: string, text: string): Promise<Buffer> {
    return this.serial(async () => {
      try {
        return await this.runOnce(voice, text);
      } catch (err) {
        // A crashed instance is replaced once; a second failure is the answer.
        if (this.instance) throw err;
        return this.runOnce(voice, text);
      }
    });
  }

  close(): void {
    this.instance = null;
  }

  private async runOnce(voice: string, text: string): Promise<Buffer> {
    const instance = await this.ready();
    if (optindAddress != null) instance.writeInt(optindAddress, 0);
    let result: RunResult;
    try {
      result = instance.run(speakArgs(voice, text));
    } finally {
      if (!instance.usable) this.instance = null;
    }
    if (optindAddress == null) this.instance = null;
    else if (instance.usable && instance.readInt(optindAddress) !== OPTIND_AFTER_RUN) {
      // Not the memory layout calibration saw: stop re-running main in this process.
      optindAddress = null;
      this.instance = null;
    }
    if (result.status !== 0 || !result.wav) {
      throw new Error(`espeak-ng exited with status ${result.status}: ${result.stderr || 'no output'}`);
    }
    return result.wav;
  }

  private async ready(): Promise<Instance> {
    if (this.instance?.usable) return this.instance;
    const instance = await Instance.create();
    if (optindAddress === undefined) {
      optindAddress = calibrate(instance);
      if (optindAddress === null || !instance.usable) {
        this.instance = null;
        return Instance.create();
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
