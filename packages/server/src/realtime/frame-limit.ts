/**
 * The one frame limit of every WebSocket of the app (battles, chat, and any socket added later):
 * a token bucket per socket of SOCKET_FRAMES_PER_SECOND frames a second with a burst of twice
 * that. The first frame over the limit gets one error frame (`rate-limited`, in the socket's
 * language, in the feature's own error shape); the frames after it are dropped unanswered, so a
 * flood never gets one answer per frame. A socket that sends more frames over the limit in a row
 * than the bucket holds is closed with 1008 (policy) and cut a second later if the client does not
 * finish the closing handshake. Binary frames and frames over the feature's size close the socket
 * with 1008 at once. Features read frames only through `readFrames`; realtime/frame-limit.test.ts
 * floods every `websocket: true` route of the app.
 */
import { BATTLE_MAX_FRAMES_PER_SECOND } from '@qfl/core';
import type { WebSocket } from 'ws';

/** Frames a socket may send per second (burst of twice that). */
export const SOCKET_FRAMES_PER_SECOND = BATTLE_MAX_FRAMES_PER_SECOND;
/** Close code of a socket that breaks the protocol (too fast, too large, binary). */
export const SOCKET_CLOSE_POLICY = 1008;
/** How long a closed abusive socket may take to finish the closing handshake before it is cut. */
const CUT_AFTER_MS = 1000;

export type FrameVerdict = 'ok' | 'limited' | 'abuse';

export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Frames refused in a row. */
  strikes = 0;

  constructor(
    private readonly rate = SOCKET_FRAMES_PER_SECOND,
    private readonly burst = SOCKET_FRAMES_PER_SECOND * 2,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** 'ok', 'limited' (refused) or 'abuse' (more refused in a row than the bucket holds: close). */
  take(now = Date.now()): FrameVerdict {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.rate) / 1000);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.strikes = 0;
      return 'ok';
    }
    this.strikes++;
    return this.strikes > this.burst ? 'abuse' : 'limited';
  }
}

export interface FrameReader {
  /** Largest text frame accepted (bytes); a larger one closes the socket. */
  maxBytes: number;
  /** A text frame within the limit. */
  onFrame(text: string): void;
  /** Sends the feature's `rate-limited` error frame (once per run of refused frames). */
  onLimited(): void;
}

/** Closes a socket that broke the protocol, and cuts it if the client does not answer the close. */
export function closeForPolicy(ws: WebSocket, reason: string): void {
  if (ws.readyState === ws.CLOSED) return;
  if (ws.readyState === ws.OPEN) ws.close(SOCKET_CLOSE_POLICY, reason);
  setTimeout(() => ws.terminate(), CUT_AFTER_MS).unref();
}

/** Reads a socket's client frames through the app's frame limit; returns the socket's bucket. */
export function readFrames(ws: WebSocket, reader: FrameReader, bucket = new TokenBucket()): TokenBucket {
  ws.on('message', (data, isBinary) => {
    if (ws.readyState !== ws.OPEN) return;
    const verdict = bucket.take();
    if (verdict === 'abuse') return closeForPolicy(ws, 'rate limit');
    if (verdict === 'limited') {
      if (bucket.strikes === 1) reader.onLimited();
      return;
    }
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;
    if (isBinary || size > reader.maxBytes) return closeForPolicy(ws, 'frame');
    reader.onFrame(String(data));
  });
  return bucket;
}
