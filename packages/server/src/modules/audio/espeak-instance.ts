/**
 * One instance of the `espeak-ng` npm package (eSpeak NG's command-line program compiled to
 * WebAssembly by Emscripten) whose `main` can be run repeatedly: arguments are written into its
 * memory, `main` is called, the WAV is taken from its in-memory file system. The compiled
 * module is shared by every instance of the process. Also lets the engine read and write words
 * of memory (see espeak-engine.ts for why).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ESpeakNgModule } from 'espeak-ng';

export const OUT = '/out.wav';
const PROGRAM = 'espeak-ng';

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
  if (!compiled) {
    compiled = (async () => {
      const require = createRequire(import.meta.url);
      const path = require.resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
      return wasmApi.compile(await readFile(path));
    })();
    // A failed load is retried by the next caller.
    compiled.catch(() => {
      compiled = null;
    });
  }
  return compiled;
}

export interface RunResult {
  status: number;
  wav: Buffer | null;
  stderr: string;
}

/** One instantiated module: run `main`, peek and poke its memory. */
export class EspeakInstance {
  /** false once it crashed or exited abnormally: it is never run again. */
  usable = true;

  private constructor(
    private readonly module: ESpeakNgModule,
    private readonly exports: EspeakExports,
    /** The last lines espeak wrote to stderr (filled by the module's printErr). */
    private readonly stderr: string[],
  ) {}

  static async create(): Promise<EspeakInstance> {
    // Loaded on first use: importing the package costs ~50-90 ms that apps without speech need not pay.
    const { default: ESpeakNg } = await import('espeak-ng');
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
    return new EspeakInstance(module, got.exports, stderr);
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
