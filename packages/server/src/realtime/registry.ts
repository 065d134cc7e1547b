/**
 * Which process owns a live room. A room's state and clock live in exactly one process (its
 * owner); other processes relay frames between their sockets and the owner over the Bus. Each
 * process writes a heartbeat key that expires unless renewed; a process that stops renewing it
 * (crashed, killed, partitioned) is dead, and whoever relays for its rooms ends them. Stored in
 * the Kv, so in one process without Redis everything is simply local.
 */
import { randomUUID } from 'node:crypto';
import type { Kv } from '../kv/kv.js';

export interface RoomRegistryOptions {
  /** Namespace of the keys (one per feature: battle, chat). */
  scope: string;
  /** Heartbeat lifetime; renewed every third of it. */
  heartbeatTtlSeconds: number;
  /** How long an owner record lives at most (a room longer than that renews it). */
  roomTtlSeconds: number;
}

export class RoomRegistry {
  /** This process's id, unique per start. */
  readonly procId = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly kv: Kv,
    private readonly opts: RoomRegistryOptions,
  ) {}

  private aliveKey = (procId: string) => `rt:${this.opts.scope}:alive:${procId}`;
  private ownerKey = (roomId: string) => `rt:${this.opts.scope}:owner:${roomId}`;

  /** Starts the heartbeat (the first beat is written before this resolves; if it fails, the next ones still run). */
  async start(): Promise<void> {
    const every = Math.max(200, Math.floor((this.opts.heartbeatTtlSeconds * 1000) / 3));
    this.timer = setInterval(() => void this.beat().catch(() => undefined), every);
    this.timer.unref();
    await this.beat();
  }

  /** Stops the heartbeat; `forget` also removes it at once (a clean shutdown). */
  async stop(forget = true): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (forget) await this.kv.del(this.aliveKey(this.procId)).catch(() => undefined);
  }

  private beat(): Promise<void> {
    return this.kv.set(this.aliveKey(this.procId), String(Date.now()), this.opts.heartbeatTtlSeconds);
  }

  async isAlive(procId: string): Promise<boolean> {
    if (procId === this.procId) return this.timer !== null;
    return (await this.kv.get(this.aliveKey(procId))) !== null;
  }

  /** Records this process as the owner of a room. */
  claim(roomId: string): Promise<void> {
    return this.kv.set(this.ownerKey(roomId), this.procId, this.opts.roomTtlSeconds);
  }

  async ownerOf(roomId: string): Promise<string | null> {
    return this.kv.get(this.ownerKey(roomId));
  }

  release(roomId: string): Promise<void> {
    return this.kv.del(this.ownerKey(roomId));
  }
}
