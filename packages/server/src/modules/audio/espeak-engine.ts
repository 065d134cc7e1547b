/**
 * The server side of speech: two small piscina pools running workers/speech.ts, created on first
 * use (or `warm()`), so apps that never speak (most tests) start no thread; a thread that dies is
 * replaced by piscina and only its task fails. The speech pool (up to AUDIO_WORKERS threads,
 * default 2) holds one warm eSpeak instance per thread. No thread is kept without work: each
 * ends after IDLE_MS, since an idle speech thread held ~45-50 MB of the idle server's memory
 * (measured: RSS minus the main heap, with and without the thread) for speech that is mostly
 * served from the audio cache; the first synthesis after a quiet spell pays ~0.5 s of
 * WebAssembly start and calibration. The Japanese kanji → kana reading runs in a pool of its own
 * with one thread, so the kuromoji tokenizer (~380 MB) exists once, however many speech threads
 * there are, and only while Japanese is being read aloud.
 */
import { Piscina } from 'piscina';
import { workerExecArgv, workerUrl } from '../../worker-url.js';
import type { SpeechTask } from '../../workers/speech.js';
import type { AudioFormat } from './tts-provider.js';

/** How long a speech or kana thread stays without work (a burst of new words keeps it). */
const IDLE_MS = 5 * 60_000;

export class EspeakEngine {
  private pool: Piscina<SpeechTask, unknown> | null = null;
  private kanaPool: Piscina<SpeechTask, unknown> | null = null;

  constructor(private readonly threads = 1) {}

  /** Threads that synthesize at once (the fair queue in front of the pool uses it). */
  get concurrency(): number {
    return this.threads;
  }

  /** Starts a thread and instantiates and calibrates eSpeak in it, ahead of a request (benchmarks). */
  async warm(): Promise<void> {
    await this.open().run({ kind: 'warm' });
  }

  /** WAV bytes of `text` spoken with an eSpeak voice name; rejects when espeak fails. */
  async synthesize(voice: string, text: string): Promise<Buffer> {
    return (await this.render(voice, text, { format: 'wav' })).data;
  }

  /**
   * `text` at `rate` words per minute (the voice's default when absent) as WAV or MP3; the MP3 is
   * encoded in the worker too. `seconds` is the audio's length (null for a WAV: its header tells).
   */
  async render(
    voice: string,
    text: string,
    opts: { rate?: number; format: AudioFormat },
  ): Promise<{ data: Buffer; seconds: number | null }> {
    const out = await this.open().run({ kind: 'speak', voice, text, rate: opts.rate, format: opts.format });
    const bytes = out instanceof Uint8Array ? out : (out as { data?: unknown } | null)?.data;
    if (!(bytes instanceof Uint8Array)) throw new Error('speech worker sent no audio');
    const seconds = (out as { seconds?: unknown }).seconds;
    return { data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), seconds: typeof seconds === 'number' ? seconds : null };
  }

  /** Japanese text with kanji → hiragana (see ja-kana.ts), computed in a worker. */
  async toKana(text: string): Promise<string> {
    this.kanaPool ??= this.createPool(1);
    const kana = await this.kanaPool.run({ kind: 'kana', text });
    return typeof kana === 'string' ? kana : text;
  }

  /** Whether a worker re-runs one warm instance (null before its first start). */
  async reusesInstance(): Promise<boolean | null> {
    const reuses = await this.open().run({ kind: 'status' });
    return typeof reuses === 'boolean' ? reuses : null;
  }

  async close(): Promise<void> {
    const pools = [this.pool, this.kanaPool];
    this.pool = null;
    this.kanaPool = null;
    await Promise.all(pools.map((pool) => pool?.destroy()));
  }

  private open(): Piscina<SpeechTask, unknown> {
    this.pool ??= this.createPool(this.threads);
    return this.pool;
  }

  private createPool(maxThreads: number): Piscina<SpeechTask, unknown> {
    return new Piscina<SpeechTask, unknown>({
      filename: workerUrl('speech').href,
      execArgv: workerExecArgv(),
      minThreads: 0,
      maxThreads,
      idleTimeout: IDLE_MS,
    });
  }
}
