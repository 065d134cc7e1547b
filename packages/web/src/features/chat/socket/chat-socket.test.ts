import { describe, expect, it } from 'vitest';
import { ChatSocket, chatSocketUrl, type LiveStatus, type SocketLike } from './chat-socket';

/** A socket the test drives by hand, standing in for the browser's WebSocket. */
class HandSocket implements SocketLike {
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

function setup() {
  const sockets: HandSocket[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  let tickets = 0;
  const chat = new ChatSocket({
    fetchTicket: async () => `t${++tickets}`,
    url: (ticket) => `ws://x/ws/chat/?ticket=${ticket}`,
    createSocket: (url) => {
      const s = new HandSocket(url);
      sockets.push(s);
      return s;
    },
    setTimeout: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimeout: (h) => {
      (h as { cleared: boolean }).cleared = true;
    },
  });
  const statuses: LiveStatus[] = [];
  chat.onStatus((s) => statuses.push(s));
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const runTimer = (ms: number) => {
    const t = timers.find((x) => !x.cleared && x.ms === ms);
    if (!t) throw new Error(`no timer of ${ms} ms`);
    t.cleared = true;
    t.fn();
  };
  return { chat, sockets, statuses, flush, runTimer, timers };
}

describe('chat socket', () => {
  it('builds the socket URL from the page location', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'a.b' }, 'x y')).toBe('wss://a.b/ws/chat/?ticket=x%20y');
    expect(chatSocketUrl({ protocol: 'http:', host: 'h:1' }, 't')).toBe('ws://h:1/ws/chat/?ticket=t');
  });

  it('connects with a ticket while someone listens, passes valid frames, drops invalid ones, and closes with the last listener', async () => {
    const { chat, sockets, statuses, flush } = setup();
    const got: string[] = [];
    const off = chat.listen((f) => got.push(f.type));
    await flush();
    expect(sockets[0]?.url).toBe('ws://x/ws/chat/?ticket=t1');
    sockets[0]?.receive({ type: 'ready' });
    sockets[0]?.receive({ type: 'read', conv: 'u:1:2', userId: 2, lastReadId: 5 });
    sockets[0]?.receive({ type: 'message', message: { nope: true } });
    sockets[0]?.receive('not json');
    expect(got).toEqual(['ready', 'read']);
    expect(statuses).toEqual(['connecting', 'open']);
    off();
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(chat.status).toBe('idle');
  });

  it('reconnects with a fresh ticket after a drop, with growing waits, and pings while open', async () => {
    const { chat, sockets, flush, runTimer } = setup();
    chat.listen(() => undefined);
    await flush();
    sockets[0]?.receive({ type: 'ready' });
    runTimer(25_000);
    expect(sockets[0]?.sent).toEqual(['{"type":"ping"}']);
    sockets[0]?.drop();
    expect(chat.status).toBe('reconnecting');
    runTimer(0);
    await flush();
    expect(sockets[1]?.url).toBe('ws://x/ws/chat/?ticket=t2');
    sockets[1]?.drop();
    runTimer(1000);
    await flush();
    expect(sockets[2]?.url).toBe('ws://x/ws/chat/?ticket=t3');
    sockets[2]?.receive({ type: 'ready' });
    expect(chat.status).toBe('open');
  });
});
