/**
 * Decoded audio of the next few steps, keyed by what is spoken (text, language, speed). Loads at
 * most `concurrency` at a time, retries a refused or failed request twice (a busy server answers
 * 429/503), and keeps only the keys the engine still needs: `retain` drops every buffer behind the
 * play head, so memory stays flat however long the playlist. Fetch and decode are injected, so
 * eviction and the queue are unit-tested without a browser.
 */

export type LoadState<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed' };

export interface BufferCacheDeps<T> {
  /** Fetches and decodes one key (`attempt` 0 first, then retries); rejects on failure. */
  load(key: string, signal: AbortSignal, attempt: number): Promise<T>;
  /** Called when a key becomes ready or failed (the engine re-plans its window). */
  onSettled(key: string): void;
  concurrency: number;
  retries: number;
  /** Waits before a retry (ms); injected so tests do not wait. */
  delay(ms: number): Promise<void>;
}

interface Entry<T> {
  state: LoadState<T>;
  controller: AbortController;
}

export class BufferCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly queue: string[] = [];
  private active = 0;

  constructor(private readonly deps: BufferCacheDeps<T>) {}

  get(key: string): LoadState<T> | undefined {
    return this.entries.get(key)?.state;
  }

  /** Keys decoded and ready to play. */
  readyCount(): number {
    let n = 0;
    for (const e of this.entries.values()) if (e.state.kind === 'ready') n++;
    return n;
  }

  /** Keys currently held (loading, ready or failed). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** Asks for keys in order of need; the first are loaded first. */
  want(keys: readonly string[]): void {
    for (const key of keys) {
      if (this.entries.has(key)) continue;
      this.entries.set(key, { state: { kind: 'loading' }, controller: new AbortController() });
      this.queue.push(key);
    }
    // Most urgent first: the order of `keys` is the order of play.
    this.queue.sort((a, b) => keys.indexOf(a) - keys.indexOf(b));
    this.pump();
  }

  /** Forgets every key not in `keep` (aborting its request): buffers behind the play head go. */
  retain(keep: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) {
      if (keep.has(key)) continue;
      entry.controller.abort();
      this.entries.delete(key);
    }
    for (let i = this.queue.length - 1; i >= 0; i--) if (!keep.has(this.queue[i] as string)) this.queue.splice(i, 1);
  }

  clear(): void {
    this.retain(new Set());
  }

  private pump(): void {
    while (this.active < this.deps.concurrency && this.queue.length > 0) {
      const key = this.queue.shift() as string;
      const entry = this.entries.get(key);
      if (!entry) continue;
      this.active += 1;
      void this.run(key, entry).finally(() => {
        this.active -= 1;
        this.pump();
      });
    }
  }

  private async run(key: string, entry: Entry<T>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const value = await this.deps.load(key, entry.controller.signal, attempt);
        if (this.entries.get(key) !== entry) return; // evicted meanwhile
        entry.state = { kind: 'ready', value };
        break;
      } catch {
        if (this.entries.get(key) !== entry || entry.controller.signal.aborted) return;
        if (attempt >= this.deps.retries) {
          entry.state = { kind: 'failed' };
          break;
        }
        await this.deps.delay(500 * 2 ** attempt);
        if (this.entries.get(key) !== entry) return;
      }
    }
    this.deps.onSettled(key);
  }
}
