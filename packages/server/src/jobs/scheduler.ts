/**
 * A small scheduler for periodic jobs. Time is cut into slots of `everyMs` (wall clock); in each
 * slot a job runs once across every process that shares the Kv: the first process to take the
 * lock `jobs:<name>:<slot>` (Redis `SET NX PX` with REDIS_URL, in-process otherwise) runs it, the
 * others skip. The lock outlives the slot, so nobody runs the job again in it; it is released
 * (by its owner only) when the job fails, so another process or the next tick may retry. Inside
 * one process a job never overlaps itself. Timers are unref'd: they never keep the process alive.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kv } from '../kv/kv.js';

export interface Job {
  name: string;
  /** What it did (e.g. rows deleted), logged. */
  run(now: number): Promise<unknown>;
}

export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly kv: Kv,
    private readonly log: FastifyBaseLogger,
    readonly everyMs: number,
    private readonly jobs: readonly Job[],
    private readonly now: () => number = Date.now,
  ) {}

  get started(): boolean {
    return this.timer !== null;
  }

  /** Ticks now, then at the start of every slot (plus up to a second, so processes do not all hit Redis at once). */
  start(): void {
    if (this.timer) return;
    const next = () => {
      const wait = this.everyMs - (this.now() % this.everyMs) + Math.floor(Math.random() * 1000);
      this.timer = setTimeout(() => {
        void this.tick();
        next();
      }, wait);
      this.timer.unref();
    };
    next();
    void this.tick();
  }

  /** Stops the timer and waits for jobs that are running. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled(this.running.values());
  }

  /** Runs every job whose lock for the slot of `now` this process takes; returns the names it ran. */
  async tick(now = this.now()): Promise<string[]> {
    const ran: string[] = [];
    await Promise.all(
      this.jobs.map(async (job) => {
        if (await this.runJob(job, now)) ran.push(job.name);
      }),
    );
    return ran;
  }

  private async runJob(job: Job, now: number): Promise<boolean> {
    if (this.running.has(job.name)) return false;
    let done: () => void = () => undefined;
    this.running.set(job.name, new Promise<void>((resolve) => (done = resolve)));
    try {
      const slot = Math.floor(now / this.everyMs);
      const lock = await this.kv.lock(`jobs:${job.name}:${slot}`, this.everyMs).catch((err: unknown) => {
        this.log.warn({ err, job: job.name }, 'job lock unavailable');
        return null;
      });
      if (!lock) return false;
      const started = Date.now();
      try {
        const result = await job.run(now);
        this.log.info({ job: job.name, result, ms: Date.now() - started }, 'job done');
        return true;
      } catch (err) {
        this.log.error({ err, job: job.name }, 'job failed');
        await lock.release().catch(() => false);
        return false;
      }
    } finally {
      this.running.delete(job.name);
      done();
    }
  }
}
