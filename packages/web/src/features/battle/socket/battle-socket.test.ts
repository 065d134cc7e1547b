import { BATTLE_CLOSE_POLICY, type ServerFrame } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { BattleSocket, battleSocketUrl, type ConnectionStatus, type SocketLike, type Timers } from './battle-socket';
import { ServerClock } from './clock';

/** A socket the test drives by hand, standing in for the browser's WebSocket. */
class HandSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** Timers and a clock the test moves forward itself. */
function manualTime() {
  let now = 1_000_000;
  let tasks: { at: number; fn: () => void; id: number }[] = [];
  let seq = 0;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      seq += 1;
      tasks.push({ at: now + ms, fn, id: seq });
      return seq;
    },
    clearTimeout: (id) => {
      tasks = tasks.filter((t) => t.id !== id);
    },
  };
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = tasks.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      tasks = tasks.filter((t) => t !== next);
      now = next.at;
      next.fn();
      await flush();
    }
    now = until;
  };
  return { timers, advance, now: () => now };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(ticketFails = 0) {
  const time = manualTime();
  const sockets: HandSocket[] = [];
  const frames: ServerFrame[] = [];
  const statuses: ConnectionStatus[] = [];
  const logs: string[] = [];
  let tickets = 0;
  let failures = ticketFails;
  const client = new BattleSocket({
    fetchTicket: async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('offline');
      }
      tickets += 1;
      return `t${tickets}`;
    },
    url: (ticket) => `ws://x/ws/battle/?ticket=${ticket}`,
    createSocket: (url) => {
      const s = new HandSocket(url);
      sockets.push(s);
      return s;
    },
    onFrame: (f) => frames.push(f),
    onStatus: (s) => statuses.push(s),
    now: time.now,
    timers: time.timers,
    log: (m) => logs.push(m),
  });
  const last = () => sockets[sockets.length - 1] as HandSocket;
  return { client, sockets, frames, statuses, logs, time, last, ticketCount: () => tickets };
}

const matched = { type: 'matched', roomId: 'r1', opponent: { nickname: 'Ann', bot: false } };

describe('battle socket', () => {
  it('builds a same-origin ws: or wss: URL by the page protocol', () => {
    expect(battleSocketUrl({ protocol: 'https:', host: 'a.b' }, 'x y')).toBe('wss://a.b/ws/battle/?ticket=x%20y');
    expect(battleSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, 't')).toBe('ws://localhost:3000/ws/battle/?ticket=t');
  });

  it('connects with a ticket, sends the queue frame first, then pings', async () => {
    const t = setup();
    t.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    expect(t.last().url).toBe('ws://x/ws/battle/?ticket=t1');
    t.last().open();
    expect(t.last().sent).toEqual([{ type: 'queue', lang: 'en', level: 5 }, { type: 'ping' }]);
    expect(t.statuses).toEqual(['connecting', 'open']);
  });

  it('validates every frame: a malformed or unknown one is logged and dropped, a good one passes', async () => {
    const t = setup();
    t.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    t.last().open();
    t.last().receive('{not json');
    t.last().receive({ type: 'surprise' });
    t.last().receive({ type: 'answered', questionId: 'q1' });
    t.last().receive(matched);
    expect(t.frames).toEqual([matched]);
    expect(t.logs.filter((l) => l.includes('does not parse'))).toHaveLength(3);
    expect(t.client.roomId).toBe('r1');
  });

  it('refuses to send a frame the contract does not allow', async () => {
    const t = setup();
    t.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    t.last().open();
    t.client.send({ type: 'queue', lang: 'en', level: 99 });
    expect(t.last().sent).toHaveLength(2);
    expect(t.logs.some((l) => l.includes('invalid frame'))).toBe(true);
  });

  it('corrects the clock from pong round trips', async () => {
    const t = setup();
    t.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    t.last().open(); // ping sent at 1_000_000
    await t.time.advance(100);
    t.last().receive({ type: 'pong', now: 1_000_000 + 50 + 7000 }); // server 7 s ahead, 100 ms round trip
    expect(t.client.clock.offset).toBe(7000);
    expect(t.client.serverNow()).toBe(t.time.now() + 7000);
  });

  it('after a drop in a room, reconnects with a fresh ticket and rejoins the room', async () => {
    const t = setup();
    t.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    t.last().open();
    t.last().receive(matched);
    t.last().drop();
    expect(t.statuses.at(-1)).toBe('reconnecting');
    await t.time.advance(0);
    await flush();
    expect(t.sockets).toHaveLength(2);
    expect(t.last().url).toContain('ticket=t2');
    t.last().open();
    expect(t.last().sent[0]).toEqual({ type: 'rejoin', roomId: 'r1' });
    expect(t.statuses.at(-1)).toBe('open');
  });

  it('repeats the queue after a drop before a match', async () => {
    const t = setup();
    t.client.start({ type: 'queue', lang: 'ja', level: 3 });
    await flush();
    t.last().open();
    t.last().drop();
    await t.time.advance(0);
    t.last().open();
    expect(t.last().sent[0]).toEqual({ type: 'queue', lang: 'ja', level: 3 });
  });

  it('keeps trying through failed tickets, and gives up after the rejoin window', async () => {
    const t = setup(0);
    t.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    t.last().open();
    t.last().receive(matched);
    t.last().drop();
    // Every later connection fails at once: the network is gone.
    for (let i = 0; i < 40 && t.statuses.at(-1) !== 'lost'; i++) {
      await t.time.advance(500);
      const s = t.last();
      if (s.readyState === 0) s.drop();
    }
    expect(t.statuses.at(-1)).toBe('lost');
    expect(t.time.now() - 1_000_000).toBeLessThanOrEqual(16_000);
    expect(t.client.roomId).toBeNull();
  });

  it('treats an unanswered ping as a dead connection', async () => {
    const t = setup();
    t.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    t.last().open();
    t.last().receive(matched);
    await t.time.advance(10_000);
    expect(t.sockets[0]?.closedWith).toBe(4000);
    expect(t.statuses).toContain('reconnecting');
  });

  it('does not reconnect after a policy close, a result or leaving', async () => {
    const policy = setup();
    policy.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    policy.last().open();
    policy.last().drop(BATTLE_CLOSE_POLICY);
    expect(policy.statuses.at(-1)).toBe('lost');

    const left = setup();
    left.client.start({ type: 'queue', lang: 'en', level: 5 });
    await flush();
    left.last().open();
    left.last().receive(matched);
    left.client.leave();
    expect(left.last().sent.at(-1)).toEqual({ type: 'leave' });
    expect(left.statuses.at(-1)).toBe('closed');
    await left.time.advance(20_000);
    expect(left.sockets).toHaveLength(1);
  });
});

describe('server clock', () => {
  it('prefers the shortest round trip and falls back to a one-way stamp', () => {
    const clock = new ServerClock();
    expect(clock.offset).toBe(0);
    clock.addOneWay(5000, 1000);
    expect(clock.offset).toBe(4000);
    clock.addRoundTrip(0, 1000 + 300, 600); // rtt 600, offset 1000
    clock.addRoundTrip(1000, 2050 + 20, 1100); // rtt 100, offset 1020
    expect(clock.offset).toBe(1020);
    expect(clock.serverNow(10)).toBe(1030);
  });
});
