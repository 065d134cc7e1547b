/**
 * Listening time for the memory and the "listen N minutes" tasks: counts the seconds the player
 * actually sounds (not paused, not buffering) and the items heard, and reports them every ~60 s and
 * when playback pauses or the page is left (`POST /api/player/listening`). A failed report keeps
 * its seconds for the next one; the clock and the sender are injected so it is unit-tested.
 */
import { LISTENING_MAX_SECONDS, type ListeningBody, randomId } from '@qfl/core';

export const REPORT_EVERY_S = 60;

export interface ListeningReporterDeps {
  now(): number;
  send(body: ListeningBody): Promise<unknown>;
  /** The page is going away: a request that outlives it (no answer awaited). */
  sendOnLeave(body: ListeningBody): void;
}

export class ListeningReporter {
  private runningSince: number | null = null;
  private seconds = 0;
  private keys = new Set<string>();
  private sending = false;

  constructor(
    private readonly playlistId: number,
    private readonly deps: ListeningReporterDeps,
  ) {}

  /** The player started or stopped sounding. */
  running(on: boolean): void {
    const now = this.deps.now();
    if (on && this.runningSince === null) this.runningSince = now;
    if (!on && this.runningSince !== null) {
      this.seconds += (now - this.runningSince) / 1000;
      this.runningSince = null;
    }
  }

  heard(key: string): void {
    if (/^[ei]\d+$/.test(key)) this.keys.add(key);
  }

  /** Seconds counted and not yet reported. */
  pending(): number {
    const live = this.runningSince === null ? 0 : (this.deps.now() - this.runningSince) / 1000;
    return this.seconds + live;
  }

  /** Called every few seconds: reports once a minute has gathered. */
  poll(): void {
    if (this.pending() >= REPORT_EVERY_S) void this.flush();
  }

  /** Reports what gathered (whole seconds; the fraction waits for the next report). */
  async flush(leaving = false): Promise<void> {
    if (this.sending) return;
    if (this.runningSince !== null) {
      const now = this.deps.now();
      this.seconds += (now - this.runningSince) / 1000;
      this.runningSince = now;
    }
    const whole = Math.min(LISTENING_MAX_SECONDS, Math.floor(this.seconds));
    if (whole < 1) return;
    const keys = [...this.keys].slice(0, 500);
    this.seconds -= whole;
    for (const k of keys) this.keys.delete(k);
    const body = { playlistId: this.playlistId, seconds: whole, keys, requestId: randomId(24) };
    if (leaving) {
      this.deps.sendOnLeave(body);
      return;
    }
    this.sending = true;
    try {
      await this.deps.send(body);
    } catch {
      this.seconds += whole;
      for (const k of keys) this.keys.add(k);
    } finally {
      this.sending = false;
    }
  }
}
