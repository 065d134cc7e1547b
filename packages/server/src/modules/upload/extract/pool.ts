/**
 * The extraction pool: every uploaded file is read in a piscina worker thread, never on the
 * request thread (which only checks the type by extension and signature, a few bytes). Threads
 * start on demand and end after an idle second so their memory goes back; each has a heap
 * limit (a file that needs more dies alone → `upload.parseFailed`) and each task a time limit
 * (the thread is terminated → `upload.parseTimeout`), counted from when it gets a thread. A
 * bounded queue (slots.ts) refuses work beyond it (`upload.busy`) rather than letting uploads
 * pile up in memory.
 */
import os from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { UPLOAD_LIMITS } from '@qfl/core';
import { Piscina } from 'piscina';
import { workerExecArgv, workerUrl } from '../../../worker-url.js';
import { ExtractError } from './errors.js';
import type { Extracted } from './extract.js';
import { uploadFileType } from './file-type.js';
import { isGivenAway } from './owned-bytes.js';
import { Slots } from './slots.js';
import type { CheckpointTask } from '../checkpoint-task.js';
import type { ChunkAck, ChunkMessage, ParseOutcome, ParseTask, ParseTaskResult } from '../parse-task.js';
import type { ExtractTask, ExtractTaskResult } from './worker.js';

export interface ExtractPoolOptions {
  maxThreads?: number;
  /** Tasks that may wait for a thread; one more is answered `upload.busy`. */
  maxQueue?: number;
  /** Default time limit of a task (UPLOAD_LIMITS.parseMs). */
  timeoutMs?: number;
  heapMb?: number;
  /** Each thread's young generation (default 8 MB). */
  youngMb?: number;
  idleTimeoutMs?: number;
  /** Another task module (tests: a worker that hangs or runs out of memory). */
  workerFile?: URL;
}

export interface ExtractOptions {
  /** Aborting it (the client went away) rejects with the AbortError and frees the thread. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ExtractPool {
  /**
   * The file's text or table. `bytes` is transferred to the worker: the caller's buffer is
   * detached afterwards (a view on a shared or pooled buffer is copied first).
   */
  extract(bytes: Uint8Array, filename: string, opts?: ExtractOptions): Promise<Extracted>;
  /**
   * The whole parse of an upload in the worker (../parse-task.ts): a file or pasted text through
   * core's rules into items and problems. A file's bytes are transferred as in `extract`. Each
   * chunk of items goes to `onChunk` as it is made, one at a time: the worker waits until the
   * promise settles (back-pressure). If `onChunk` throws, the parse stops and `parse` rejects
   * with that error; when `parse` settles, no `onChunk` is running any more.
   */
  parse(task: Omit<ParseTask, 'port'>, onChunk: (chunk: ChunkMessage) => Promise<void>, opts?: ExtractOptions): Promise<ParseOutcome>;
  /**
   * The SQLite file's WAL checkpointed in a thread (../checkpoint-task.ts), once it
   * has one (it waits its turn like a parse); false at once when the queue is full (the request
   * thread's writer then checkpoints as before), or when the WAL could not be copied whole.
   */
  checkpoint(task: CheckpointTask): Promise<boolean>;
  /** Thread ids of the live workers (tests, health). */
  threadIds(): number[];
  close(): Promise<void>;
}

const TIMEOUT = Symbol('timeout');

/**
 * A Uint8Array that owns its whole (non-shared) ArrayBuffer, so transferring it moves only it; or
 * a view on a buffer given away whole (owned-bytes.ts: a received file), moved with its view.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (isGivenAway(bytes.buffer)) return bytes as Uint8Array<ArrayBuffer>;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

export function createExtractPool(options: ExtractPoolOptions = {}): ExtractPool {
  const maxThreads = options.maxThreads ?? Math.min(2, os.availableParallelism());
  const slots = new Slots(maxThreads, options.maxQueue ?? 16);
  let pool: Piscina<ExtractTask | ParseTask | CheckpointTask, ExtractTaskResult | ParseTaskResult | boolean> | null = null;
  const open = () => {
    pool ??= new Piscina<ExtractTask | ParseTask | CheckpointTask, ExtractTaskResult | ParseTaskResult | boolean>({
      filename: (options.workerFile ?? workerUrl('upload-extract')).href,
      execArgv: workerExecArgv(),
      minThreads: 0,
      maxThreads,
      // A thread ends 1 s after its last task, so that the ~25-45 MB a parse leaves in it go back
      // soon after the preview, while the request thread's own memory peaks.
      idleTimeout: options.idleTimeoutMs ?? 1_000,
      // A thread's event loop keeps running between tasks: with piscina's default (`sync`
      // atomics) it sleeps from an answer to the next task, and whatever a task left to run after
      // its answer would wait for the next upload.
      atomics: 'disabled',
      // Each thread's JS heap. 512 MB, not less: SheetJS holds a sheet's XML text and a cell object
      // per cell, and a legitimate file at the limits (20 MB xlsx, 200k rows of 11 distinct
      // strings) peaks between 256 and 512 MB. A cap, not a reservation: idle threads exit.
      // Buffers (the file, inflated parts) live outside it, bounded by the file limit and the zip guard.
      // The young generation small (V8's default lets it grow to tens of MB per thread): a parse
      // allocates short-lived strings all the time (SAX text, cells, JSON lines), and with 8 MB
      // they are swept more often in place of holding RSS; a 100,000-row xlsx parse peaked about
      // 35 MB lower, no slower within the noise of a loaded machine.
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 512, maxYoungGenerationSizeMb: options.youngMb ?? 8 },
    });
    return pool;
  };

  /** One task on a thread: queue slot, time limit, and the pool's failures as contract errors. */
  async function run(
    task: ExtractTask | ParseTask,
    transferList: (ArrayBuffer | MessagePort)[],
    name: string,
    type: string,
    opts: ExtractOptions,
  ) {
    if (slots.full) throw new ExtractError('upload.busy');
    await slots.acquire(opts.signal);
    // The time limit starts when the task has a thread (see slots.ts).
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(TIMEOUT), opts.timeoutMs ?? options.timeoutMs ?? UPLOAD_LIMITS.parseMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
    try {
      return await open().run(task, { transferList, signal, name });
    } catch (e) {
      if (opts.signal?.aborted) throw e;
      if (timeout.signal.aborted) throw new ExtractError('upload.parseTimeout');
      // The worker died: out of heap (ERR_WORKER_OUT_OF_MEMORY) or crashed.
      throw new ExtractError('upload.parseFailed', { type });
    } finally {
      clearTimeout(timer);
      slots.release();
    }
  }

  return {
    async extract(bytes, filename, opts = {}) {
      // Refuses wrong extensions, empty, oversized and mislabelled files without a thread hop.
      const type = uploadFileType(filename, bytes);
      const own = ownBuffer(bytes);
      const result = (await run({ bytes: own, filename }, [own.buffer], 'default', type, opts)) as ExtractTaskResult;
      if (!result.ok) throw new ExtractError(result.key, result.params);
      return result.value;
    },
    async parse(task, onChunk, opts = {}) {
      const channel = new MessageChannel();
      let sent: ParseTask = { ...task, port: channel.port2 };
      let transfer: (ArrayBuffer | MessagePort)[] = [channel.port2];
      let type = '';
      if (task.content.kind === 'file') {
        type = uploadFileType(task.content.filename, task.content.bytes);
        const own = ownBuffer(task.content.bytes);
        sent = { ...sent, content: { ...task.content, bytes: own } };
        transfer = [channel.port2, own.buffer];
      }
      // Chunks are stored one after another; the first failure answers the rest `ok: false`.
      let storing: Promise<void> = Promise.resolve();
      let failure: { error: unknown } | null = null;
      channel.port1.on('message', (chunk: ChunkMessage) => {
        storing = storing.then(async () => {
          if (!failure) {
            try {
              await onChunk(chunk);
            } catch (error) {
              failure = { error };
            }
          }
          const buffer = chunk.lines.buffer as ArrayBuffer;
          channel.port1.postMessage({ ok: !failure, lines: chunk.lines } satisfies ChunkAck, [buffer]);
        });
      });
      try {
        const result = (await run(sent, transfer, 'parse', type, opts)) as ParseTaskResult;
        await storing;
        if (failure) throw (failure as { error: unknown }).error;
        if (!result.ok) throw new ExtractError(result.key, result.params);
        return result.value;
      } catch (e) {
        await storing;
        if (failure) throw (failure as { error: unknown }).error;
        throw e;
      } finally {
        channel.port1.close();
      }
    },
    async checkpoint(task) {
      if (slots.full) return false;
      await slots.acquire();
      try {
        return (await open().run(task, { name: 'checkpoint' })) as boolean;
      } catch {
        return false;
      } finally {
        slots.release();
      }
    },
    threadIds() {
      return pool ? pool.threads.map((t) => t.threadId) : [];
    },
    async close() {
      slots.refuseAll(new ExtractError('upload.busy'));
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
