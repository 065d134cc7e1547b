/**
 * The server side of the speech worker: posts requests to espeak-worker.ts and resolves them by
 * id. The worker starts on first use (or `warm()`), keeps the process alive only while requests
 * are pending, and is replaced when it dies (pending requests then fail). It boots from a
 * small .mjs file that loads the TypeScript worker through tsx (see espeak-worker-boot.mjs).
 */
import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './espeak-worker.js';

const ownExtension = new URL(import.meta.url).pathname.endsWith('.ts') ? 'ts' : 'js';
const workerModule = new URL(`./espeak-worker.${ownExtension}`, import.meta.url).href;
const workerBoot = new URL('./espeak-worker-boot.mjs', import.meta.url);

type Answer = Extract<WorkerReply, { ok: true }>;
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Live {
  worker: Worker;
  pending: Map<number, { resolve(answer: Answer): void; reject(err: Error): void }>;
}

export class EspeakEngine {
  private live: Live | null = null;
  private nextId = 1;

  /** Starts the worker, instantiates and calibrates eSpeak ahead of the first request. */
  async warm(): Promise<void> {
    await this.call({ kind: 'warm' });
  }

  /** WAV bytes of `text` spoken with an eSpeak voice name; rejects when espeak fails. */
  async synthesize(voice: string, text: string): Promise<Buffer> {
    const { wav } = await this.call({ kind: 'speak', voice, text });
    if (!wav) throw new Error('speech worker sent no audio');
    return Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  }

  /** Japanese text with kanji → hiragana (see ja-kana.ts), computed in the worker. */
  async toKana(text: string): Promise<string> {
    const answer = await this.call({ kind: 'kana', text });
    return answer.text ?? text;
  }

  /** Whether the worker re-runs one warm instance (null before its first start). */
  async reusesInstance(): Promise<boolean | null> {
    return (await this.call({ kind: 'status' })).reusesInstance ?? null;
  }

  async close(): Promise<void> {
    const live = this.live;
    this.live = null;
    if (live) await live.worker.terminate();
  }

  private call(request: Request): Promise<Answer> {
    const live = this.spawn();
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      live.pending.set(id, { resolve, reject });
      live.worker.ref();
      live.worker.postMessage({ ...request, id });
    });
  }

  private spawn(): Live {
    if (this.live) return this.live;
    const worker = new Worker(workerBoot, { workerData: { module: workerModule } });
    const live: Live = { worker, pending: new Map() };
    worker.on('message', (reply: WorkerReply) => {
      const waiting = live.pending.get(reply.id);
      live.pending.delete(reply.id);
      if (live.pending.size === 0) worker.unref();
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply);
      else waiting.reject(new Error(reply.error));
    });
    const fail = (err: Error) => {
      if (this.live === live) this.live = null;
      for (const waiting of live.pending.values()) waiting.reject(err);
      live.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`speech worker exited with code ${code}`)));
    worker.unref();
    this.live = live;
    return live;
  }
}
