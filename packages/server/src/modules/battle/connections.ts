/**
 * The battle sockets of one process: each socket's frames are read through the app's frame limit
 * and parsed, and every frame to a socket leaves from `send` (an error in the player's language,
 * the scores the socket last saw, its TCP socket corked for the tick). What the hub keeps per
 * socket (waiting, pairing, room) lives on its `Conn`.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { BATTLE_MAX_FRAME_BYTES, type BattleErrorCode, type ClientFrame, type QueueEntry, type ServerFrame, type UiLang } from '@qfl/core';
import type { WebSocket } from 'ws';
import { translate } from '../../i18n/messages.js';
import { readFrames, TokenBucket } from '../../realtime/frame-limit.js';
import { parseClientFrame } from './frames.js';
import { ERROR_KEYS } from './relay-messages.js';

export interface Conn {
  id: string;
  userId: number;
  lang: UiLang;
  ws: WebSocket;
  /** The upgraded request's TCP socket, the one `ws` writes to. */
  socket: Socket;
  bucket: TokenBucket;
  /** Waiting in the quick-match queue or on an invite code. */
  waiting: { entry: QueueEntry; code: string | null; botTimer: NodeJS.Timeout | null } | null;
  /** Being paired (a room is being made for this socket). */
  pairing: boolean;
  room: { id: string; owner: string } | null;
  /** Last scores seen (to end the battle with them if the owner process dies). */
  scores: { me: number; opponent: number };
  /** Its TCP socket is corked until the end of this tick (see `cork`). */
  corked: boolean;
}

/** What the hub does with a socket's valid frames and with its end. */
export interface ConnEvents {
  frame(conn: Conn, frame: ClientFrame): Promise<void>;
  closed(conn: Conn): Promise<void>;
  failed(err: unknown): void;
}

export class Connections {
  private readonly conns = new Map<string, Conn>();

  constructor(private readonly events: ConnEvents) {}

  get size(): number {
    return this.conns.size;
  }

  get(id: string): Conn | undefined {
    return this.conns.get(id);
  }

  values(): IterableIterator<Conn> {
    return this.conns.values();
  }

  /** Takes an upgraded socket; `socket` is its TCP socket (Fastify's `req.socket` at the upgrade). */
  open(ws: WebSocket, socket: Socket, userId: number, lang: UiLang): Conn {
    const conn: Conn = {
      id: randomUUID(),
      userId,
      lang,
      ws,
      socket,
      bucket: new TokenBucket(),
      waiting: null,
      pairing: false,
      room: null,
      scores: { me: 0, opponent: 0 },
      corked: false,
    };
    this.conns.set(conn.id, conn);
    readFrames(
      ws,
      {
        maxBytes: BATTLE_MAX_FRAME_BYTES,
        onLimited: () => this.error(conn, 'rate-limited'),
        onFrame: (text) => {
          const parsed = parseClientFrame(text);
          if (!parsed.ok) return this.error(conn, parsed.code);
          this.events.frame(conn, parsed.frame).catch((err: unknown) => this.events.failed(err));
        },
      },
      conn.bucket,
    );
    ws.on('close', () => {
      this.conns.delete(conn.id);
      void this.events.closed(conn);
    });
    ws.on('error', () => undefined);
    return conn;
  }

  send(conn: Conn, frame: ServerFrame): void {
    if (frame.type === 'error' && !frame.msg) frame = { ...frame, msg: translate(conn.lang, ERROR_KEYS[frame.code]) };
    if (frame.type === 'answered') conn.scores.me = frame.score;
    if (frame.type === 'opponent' && frame.score !== undefined) conn.scores.opponent = frame.score;
    if (frame.type === 'result') conn.room = null;
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    this.cork(conn);
    conn.ws.send(JSON.stringify(frame));
  }

  error(conn: Conn, code: BattleErrorCode): void {
    this.send(conn, { type: 'error', code, msg: '' });
  }

  /** Closes every socket (shutdown); their `close` events find nothing left to do. */
  closeAll(code: number, reason: string): void {
    for (const conn of [...this.conns.values()]) conn.ws.close(code, reason);
    this.conns.clear();
  }

  /**
   * Frames to one socket in the same tick leave in one write: a second answer's `answered` and
   * the opponent's result, a timeout's pair, a rejoin's state. Each write is a system call and a
   * loopback or network packet, the largest single cost of a thousand rooms' frames. ws's own
   * cork around a frame's header and payload nests inside this one (Node counts corks).
   */
  private cork(conn: Conn): void {
    if (conn.corked) return;
    const { socket } = conn;
    conn.corked = true;
    socket.cork();
    process.nextTick(() => {
      conn.corked = false;
      socket.uncork();
    });
  }
}
