/**
 * The chat's one WebSocket per tab (`/ws/chat/`), plain TypeScript so its logic is unit-tested
 * without a browser. It connects while anyone listens, fetches a single-use ticket for every
 * connection, validates arriving frames with core's schema, pings to keep the connection (and
 * notice a dead one), and when the socket drops it reconnects with growing waits. After every
 * (re)connection the server says `ready`; listeners then refetch what they show, which picks up
 * anything sent while the socket was away.
 */
import { type ChatServerFrame, chatServerFrameSchema } from '@qfl/core';

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface ChatSocketOptions {
  fetchTicket(): Promise<string>;
  url(ticket: string): string;
  createSocket(url: string): SocketLike;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  pingEveryMs?: number;
}

const BACKOFF_MS = [0, 1000, 2000, 5000, 10_000];
const OPEN = 1;

export function chatSocketUrl(location: { protocol: string; host: string }, ticket: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws/chat/?ticket=${encodeURIComponent(ticket)}`;
}

export class ChatSocket {
  private readonly listeners = new Set<(frame: ChatServerFrame) => void>();
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: unknown = null;
  private pinger: unknown = null;
  private wanted = false;
  status: LiveStatus = 'idle';

  constructor(private readonly opts: ChatSocketOptions) {}

  private get setT() {
    return this.opts.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  }
  private get clearT() {
    return this.opts.clearTimeout ?? ((h: unknown) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>));
  }

  /** Listens to frames; the socket is open while at least one listener is. */
  listen(fn: (frame: ChatServerFrame) => void): () => void {
    this.listeners.add(fn);
    if (!this.wanted) {
      this.wanted = true;
      this.connect();
    }
    return () => {
      this.listeners.delete(fn);
      if (this.listeners.size === 0) this.stop();
    };
  }

  onStatus(fn: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  private setStatus(status: LiveStatus): void {
    this.status = status;
    for (const fn of this.statusListeners) fn(status);
  }

  private connect(): void {
    if (!this.wanted) return;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    this.opts
      .fetchTicket()
      .then((ticket) => {
        if (!this.wanted) return;
        const ws = this.opts.createSocket(this.opts.url(ticket));
        this.socket = ws;
        ws.onmessage = (event) => this.onMessage(event.data);
        ws.onclose = () => this.onDrop(ws);
        ws.onerror = () => undefined;
      })
      .catch(() => this.retry());
  }

  private onMessage(data: unknown): void {
    let frame: ChatServerFrame;
    try {
      frame = chatServerFrameSchema.parse(JSON.parse(String(data)));
    } catch {
      return;
    }
    if (frame.type === 'ready') {
      this.attempt = 0;
      this.setStatus('open');
      this.startPings();
    }
    for (const fn of [...this.listeners]) fn(frame);
  }

  private startPings(): void {
    if (this.pinger !== null) this.clearT(this.pinger);
    const every = this.opts.pingEveryMs ?? 25_000;
    const tick = () => {
      if (this.socket?.readyState === OPEN) this.socket.send('{"type":"ping"}');
      this.pinger = this.setT(tick, every);
    };
    this.pinger = this.setT(tick, every);
  }

  private onDrop(ws: SocketLike): void {
    if (this.socket !== ws) return;
    this.socket = null;
    if (this.pinger !== null) this.clearT(this.pinger);
    this.pinger = null;
    this.retry();
  }

  private retry(): void {
    if (!this.wanted) return;
    this.setStatus('reconnecting');
    const wait = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)] ?? 10_000;
    this.attempt += 1;
    this.timer = this.setT(() => this.connect(), wait);
  }

  /** Reconnects now (the browser came back online). */
  kick(): void {
    if (!this.wanted || this.socket) return;
    if (this.timer !== null) this.clearT(this.timer);
    this.connect();
  }

  private stop(): void {
    this.wanted = false;
    if (this.timer !== null) this.clearT(this.timer);
    if (this.pinger !== null) this.clearT(this.pinger);
    this.timer = null;
    this.pinger = null;
    const ws = this.socket;
    this.socket = null;
    ws?.close(1000, 'done');
    this.attempt = 0;
    this.setStatus('idle');
  }
}
