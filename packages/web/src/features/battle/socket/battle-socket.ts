/**
 * The one WebSocket client of `/ws/battle/`, plain TypeScript so its logic is unit-tested
 * without a browser. It fetches a single-use ticket, connects, validates every arriving frame
 * with core's `serverFrameSchema` (a frame that does not parse is logged and dropped), pings to
 * keep the server clock, and when the socket drops unexpectedly it reconnects with a fresh ticket
 * and sends `rejoin {roomId}` (or repeats the queue/join it was waiting on) until
 * BATTLE_REJOIN_MS have passed — after that the server has forfeited the player anyway.
 */
import { BATTLE_CLOSE_POLICY, BATTLE_REJOIN_MS, type ClientFrame, clientFrameSchema, type ServerFrame, serverFrameSchema } from '@qfl/core';
import { ServerClock } from './clock';

/** The part of the browser's WebSocket the client uses (a test passes its own). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

/** The browser's WebSocket behind the `SocketLike` face. */
export function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const like: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onopen = (event) => like.onopen?.(event);
  ws.onmessage = (event) => like.onmessage?.({ data: event.data });
  ws.onclose = (event) => like.onclose?.({ code: event.code });
  ws.onerror = (event) => like.onerror?.(event);
  return like;
}

/**
 * idle: never started; connecting: first connection; open; reconnecting: dropped, trying again
 * within the rejoin window; lost: the window passed or the server refused us (policy close);
 * closed: we closed it (leave, result, page gone).
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'lost' | 'closed';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface BattleSocketOptions {
  fetchTicket(): Promise<string>;
  url(ticket: string): string;
  createSocket(url: string): SocketLike;
  onFrame(frame: ServerFrame): void;
  onStatus(status: ConnectionStatus): void;
  now?: () => number;
  timers?: Timers;
  /** Period of pings while open; a ping unanswered for two periods counts as a dead socket. */
  pingEveryMs?: number;
  rejoinMs?: number;
  log?: (message: string, detail?: unknown) => void;
}

/** Waits between reconnect attempts (the last one repeats). */
const BACKOFF_MS = [0, 500, 1000, 2000, 3000];

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** `ws:` or `wss:` by the page's protocol, same origin (the server serves both). */
export function battleSocketUrl(location: { protocol: string; host: string }, ticket: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws/battle/?ticket=${encodeURIComponent(ticket)}`;
}

export class BattleSocket {
  readonly clock = new ServerClock();
  private socket: SocketLike | null = null;
  private statusNow: ConnectionStatus = 'idle';
  /** The room we are in (from `matched`), so a reconnect can rejoin it. */
  private room: string | null = null;
  /** The queue/join frame we wait on before a match: repeated after a reconnect. */
  private intent: ClientFrame | null = null;
  private outbox: ClientFrame[] = [];
  private droppedAt: number | null = null;
  private attempts = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private pingSentAt: number | null = null;
  /** Bumped on every new connection so late callbacks of an old socket are ignored. */
  private generation = 0;
  private readonly now: () => number;
  private readonly timers: Timers;
  private readonly pingEveryMs: number;
  private readonly rejoinMs: number;
  private readonly log: (message: string, detail?: unknown) => void;

  constructor(private readonly options: BattleSocketOptions) {
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? defaultTimers;
    this.pingEveryMs = options.pingEveryMs ?? 5000;
    this.rejoinMs = options.rejoinMs ?? BATTLE_REJOIN_MS;
    this.log = options.log ?? ((message, detail) => console.warn(message, detail));
  }

  get status(): ConnectionStatus {
    return this.statusNow;
  }

  get roomId(): string | null {
    return this.room;
  }

  serverNow(): number {
    return this.clock.serverNow(this.now());
  }

  /** Connects and sends the first frame: `queue`, `join`, or `rejoin` (resuming after a page reload). */
  start(first: ClientFrame): void {
    if (first.type === 'rejoin') this.room = first.roomId;
    else this.intent = first;
    this.outbox = [];
    this.setStatus('connecting');
    void this.open(first.type === 'rejoin' ? first : null);
  }

  /** Sends now when open; otherwise keeps it for the (re)connection. Invalid frames are refused here. */
  send(frame: ClientFrame): void {
    const checked = clientFrameSchema.safeParse(frame);
    if (!checked.success) {
      this.log('battle: refusing to send an invalid frame', checked.error.issues);
      return;
    }
    if (this.socket && this.socket.readyState === OPEN && this.statusNow === 'open') this.socket.send(JSON.stringify(checked.data));
    else this.outbox.push(checked.data);
  }

  /** Leaves the queue or room for good: tells the server, then closes. */
  leave(): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'leave' } satisfies ClientFrame));
    this.close();
  }

  /** Closes without reconnecting (after a result, or when the pages are gone). */
  close(): void {
    this.room = null;
    this.intent = null;
    this.outbox = [];
    this.stopTimers();
    this.generation += 1;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      if (socket.readyState <= OPEN) socket.close(1000, 'bye');
    }
    if (this.statusNow !== 'idle') this.setStatus('closed');
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.statusNow === status) return;
    this.statusNow = status;
    this.options.onStatus(status);
  }

  private async open(rejoin: ClientFrame | null): Promise<void> {
    const generation = ++this.generation;
    let ticket: string;
    try {
      ticket = await this.options.fetchTicket();
    } catch (error) {
      if (generation !== this.generation) return;
      this.log('battle: no ticket', error);
      this.dropped();
      return;
    }
    if (generation !== this.generation) return;
    const socket = this.options.createSocket(this.options.url(ticket));
    this.socket = socket;
    socket.onopen = () => {
      if (generation !== this.generation) return;
      this.droppedAt = null;
      this.attempts = 0;
      // A room to rejoin wins over the intent that led to it; the intent matters only before a match.
      const first = this.room ? ({ type: 'rejoin', roomId: this.room } as const) : (rejoin ?? this.intent);
      const pending = this.outbox;
      this.outbox = [];
      this.setStatus('open');
      if (first) socket.send(JSON.stringify(first));
      for (const frame of pending) socket.send(JSON.stringify(frame));
      this.ping();
    };
    socket.onmessage = (event) => {
      if (generation === this.generation) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (generation !== this.generation) return;
      this.socket = null;
      this.stopTimers();
      if (event.code === BATTLE_CLOSE_POLICY) {
        this.log('battle: the server closed the socket for a protocol breach', event.code);
        this.room = null;
        this.intent = null;
        this.setStatus('lost');
        return;
      }
      this.dropped();
    };
    socket.onerror = (event) => this.log('battle: socket error', event);
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      json = undefined;
    }
    const parsed = serverFrameSchema.safeParse(json);
    if (!parsed.success) {
      this.log('battle: ignoring a frame that does not parse', data);
      return;
    }
    const frame = parsed.data;
    const receivedAt = this.now();
    if (frame.type === 'pong') {
      if (this.pingSentAt !== null) this.clock.addRoundTrip(this.pingSentAt, frame.now, receivedAt);
      this.pingSentAt = null;
      return;
    }
    if (frame.type === 'question' && frame.now !== undefined) this.clock.addOneWay(frame.now, receivedAt);
    if (frame.type === 'matched') {
      this.room = frame.roomId;
      this.intent = null;
    }
    if (frame.type === 'result') {
      this.room = null;
      this.intent = null;
    }
    // A rejoin refused (the room ended meanwhile): nothing left to reconnect to.
    if (frame.type === 'error' && frame.code === 'room-ended') this.room = null;
    this.options.onFrame(frame);
  }

  /** Pings now and every period; an unanswered ping after two periods means the socket is dead. */
  private ping(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    if (this.pingSentAt !== null && this.now() - this.pingSentAt >= this.pingEveryMs * 2) {
      this.log('battle: no pong, the connection is dead');
      this.abandon();
      return;
    }
    if (this.pingSentAt === null) {
      this.pingSentAt = this.now();
      socket.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame));
    }
    this.pingTimer = this.timers.setTimeout(() => this.ping(), this.pingEveryMs);
  }

  /** Drops a socket that stopped answering without waiting for the browser to notice. */
  private abandon(): void {
    const socket = this.socket;
    this.generation += 1;
    this.socket = null;
    this.stopTimers();
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(4000, 'no pong');
    }
    this.dropped();
  }

  /** The connection is gone: try again within the rejoin window when there is something to resume. */
  private dropped(): void {
    this.pingSentAt = null;
    if (!this.room && !this.intent) {
      this.setStatus('lost');
      return;
    }
    this.droppedAt ??= this.now();
    const delay = BACKOFF_MS[Math.min(this.attempts, BACKOFF_MS.length - 1)] ?? 3000;
    if (this.now() + delay - this.droppedAt > this.rejoinMs) {
      this.room = null;
      this.intent = null;
      this.setStatus('lost');
      return;
    }
    this.attempts += 1;
    this.setStatus('reconnecting');
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      void this.open(null);
    }, delay);
  }

  private stopTimers(): void {
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    if (this.pingTimer !== null) this.timers.clearTimeout(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    this.pingSentAt = null;
  }
}
