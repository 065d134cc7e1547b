/**
 * The relay between this process's sockets and the rooms they play in. A socket's frames go to
 * its room's owner: directly when the owner is this process, as `in` messages on the owner's Bus
 * channel (`battle:p:<procId>`) otherwise; the owner's frames come back as `frame` messages on the
 * channel of the process holding the socket, and `bind`/`unbind` tell that process its socket
 * joined or left a room. Messages to one process in the same tick leave as one publish.
 */
import type { ClientFrame, ServerFrame } from '@qfl/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../realtime/bus.js';
import type { Conn, Connections } from './connections.js';
import type { BusMessage } from './relay-messages.js';
import type { Room } from './room.js';
import type { ConnRef } from './room-types.js';

export interface RelayOptions {
  procId: string;
  bus: Bus;
  conns: Connections;
  /** A room this process owns. */
  room(roomId: string): Room | undefined;
  log: FastifyBaseLogger;
  closing(): boolean;
}

export class Relay {
  private readonly procId: string;
  /** Bus messages of this tick per process, sent as one publish (see `publish`). */
  private readonly outbox = new Map<string, BusMessage[]>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private readonly opts: RelayOptions) {
    this.procId = opts.procId;
  }

  /** Listens on this process's channel; retried every 5 s while the Bus is down. */
  async subscribe(): Promise<void> {
    try {
      this.unsubscribe = await this.opts.bus.subscribe(`battle:p:${this.procId}`, (m) => this.onBus(m));
    } catch (err) {
      if (this.opts.closing()) return;
      this.opts.log.warn({ err }, 'battle: process channel not subscribed; retrying');
      setTimeout(() => void this.subscribe(), 5_000).unref();
    }
  }

  async stop(): Promise<void> {
    if (this.unsubscribe) await this.unsubscribe().catch(() => undefined);
  }

  /** A socket's frame (or its drop) for the owner of its room. */
  toOwner(conn: Conn, frame: ClientFrame | { type: 'drop' }): void {
    const room = conn.room;
    if (!room) return;
    const from = { procId: this.procId, connId: conn.id };
    if (room.owner === this.procId) {
      const r = this.opts.room(room.id);
      if (r) r.receive(conn.userId, from, frame);
      else if (frame.type !== 'drop') {
        conn.room = null;
        this.opts.conns.error(conn, 'room-ended');
      }
      return;
    }
    this.publish(room.owner, { t: 'in', roomId: room.id, userId: conn.userId, from, frame });
  }

  /** A frame from a room owned here to a player's socket, wherever it is. */
  sendTo(to: ConnRef, frame: ServerFrame): void {
    if (to.procId === this.procId) {
      const conn = this.opts.conns.get(to.connId);
      if (conn) this.opts.conns.send(conn, frame);
    } else this.publish(to.procId, { t: 'frame', connId: to.connId, frame });
  }

  /** A player's socket, wherever it is, now plays in a room owned here. */
  bind(to: ConnRef & { userId: number }, roomId: string): void {
    if (to.procId === this.procId) this.bindLocal(to.connId, to.userId, roomId, this.procId);
    else this.publish(to.procId, { t: 'bind', connId: to.connId, userId: to.userId, roomId, owner: this.procId });
  }

  /** A player's socket no longer plays in a room owned here (cancelled before the start). */
  unbind(to: ConnRef, roomId: string): void {
    if (to.procId === this.procId) {
      const conn = this.opts.conns.get(to.connId);
      if (conn?.room?.id === roomId) conn.room = null;
    } else this.publish(to.procId, { t: 'unbind', connId: to.connId, roomId });
  }

  private bindLocal(connId: string, userId: number, roomId: string, owner: string): void {
    const conn = this.opts.conns.get(connId);
    if (conn) {
      // Paired: no longer waiting (its queue entry was taken by whoever paired it).
      if (conn.waiting?.botTimer) clearTimeout(conn.waiting.botTimer);
      conn.waiting = null;
      conn.room = { id: roomId, owner };
      conn.scores = { me: 0, opponent: 0 };
      return;
    }
    // The socket closed while its room was being made: the owner learns it dropped.
    const from = { procId: this.procId, connId };
    if (owner === this.procId) this.opts.room(roomId)?.receive(userId, from, { type: 'drop' });
    else this.publish(owner, { t: 'in', roomId, userId, from, frame: { type: 'drop' } });
  }

  /**
   * Messages to one process in the same tick leave as one publish of a JSON array, in order: a
   * thousand rooms' frames come in bursts (a question asked, rooms finishing together), and each
   * publish is a Redis command, a delivery and a parse on the other side.
   */
  private publish(procId: string, m: BusMessage): void {
    const queued = this.outbox.get(procId);
    if (queued) {
      queued.push(m);
      return;
    }
    this.outbox.set(procId, [m]);
    if (this.outbox.size === 1) process.nextTick(() => this.flush());
  }

  private flush(): void {
    for (const [procId, messages] of this.outbox) {
      this.opts.bus
        .publish(`battle:p:${procId}`, JSON.stringify(messages))
        .catch((err: unknown) => this.opts.log.warn({ err }, 'battle bus publish failed'));
    }
    this.outbox.clear();
  }

  private onBus(raw: string): void {
    // One message alone is accepted too (a process of the version before, during a rolling restart).
    const parsed = JSON.parse(raw) as BusMessage[] | BusMessage;
    for (const m of Array.isArray(parsed) ? parsed : [parsed]) this.onBusMessage(m);
  }

  private onBusMessage(m: BusMessage): void {
    if (m.t === 'frame') {
      const conn = this.opts.conns.get(m.connId);
      if (conn) this.opts.conns.send(conn, m.frame);
    } else if (m.t === 'bind') {
      this.bindLocal(m.connId, m.userId, m.roomId, m.owner);
    } else if (m.t === 'unbind') {
      const conn = this.opts.conns.get(m.connId);
      if (conn?.room?.id === m.roomId) conn.room = null;
    } else if (m.t === 'in') {
      const room = this.opts.room(m.roomId);
      if (room) room.receive(m.userId, m.from, m.frame);
      else if (m.frame.type !== 'drop')
        this.publish(m.from.procId, { t: 'frame', connId: m.from.connId, frame: { type: 'error', code: 'room-ended', msg: '' } });
    }
  }
}
