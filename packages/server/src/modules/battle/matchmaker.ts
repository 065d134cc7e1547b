/**
 * Quick-match queues and invite slots, shared by every process. In one process: core's
 * MatchQueue. With Redis: a list per learning language and a key per invite code, changed only by
 * Lua scripts, so pairing is atomic across processes — an entry is handed to exactly one
 * opponent, or taken back by its own process (bot, cancel), never both. Entries older than
 * `maxAgeMs` belong to a process that died and are dropped by the scripts.
 */
import { MatchQueue, type QueueEntry } from '@qfl/core';
import type { Redis } from 'ioredis';

export interface Matchmaker {
  /** Pairs `me` with a waiting learner (never one in `blocked`), or queues `me`. */
  offer(me: QueueEntry, blocked: Set<number>): Promise<QueueEntry | null>;
  /** Takes `me` off the queue; true when it was still there (so nobody was paired with it). */
  take(me: QueueEntry): Promise<boolean>;
  /** The other player waiting on an invite code, or null after starting to wait on it. */
  joinCode(code: string, me: QueueEntry): Promise<QueueEntry | null>;
  takeCode(code: string, connId: string): Promise<boolean>;
}

export class MemoryMatchmaker implements Matchmaker {
  private readonly queue = new MatchQueue();
  private readonly codes = new Map<string, QueueEntry>();

  async offer(me: QueueEntry, blocked: Set<number>): Promise<QueueEntry | null> {
    return this.queue.offer(me, (w) => !blocked.has(w.userId));
  }

  async take(me: QueueEntry): Promise<boolean> {
    return this.queue.take(me.connId);
  }

  async joinCode(code: string, me: QueueEntry): Promise<QueueEntry | null> {
    const waiting = this.codes.get(code);
    if (waiting && waiting.userId !== me.userId) {
      this.codes.delete(code);
      return waiting;
    }
    this.codes.set(code, me);
    return null;
  }

  async takeCode(code: string, connId: string): Promise<boolean> {
    if (this.codes.get(code)?.connId !== connId) return false;
    this.codes.delete(code);
    return true;
  }
}

/** KEYS[1] queue; ARGV: entry json, user id, level, span, now, max age, blocked ids (comma list). */
const OFFER = `
local items = redis.call('LRANGE', KEYS[1], 0, -1)
local me = tonumber(ARGV[2])
local level = tonumber(ARGV[3])
local span = tonumber(ARGV[4])
local now = tonumber(ARGV[5])
local maxAge = tonumber(ARGV[6])
local blocked = {}
for id in string.gmatch(ARGV[7], '[^,]+') do blocked[tonumber(id)] = true end
for _, raw in ipairs(items) do
  local e = cjson.decode(raw)
  if now - e.since > maxAge or e.userId == me then
    redis.call('LREM', KEYS[1], 1, raw)
  elseif math.abs(e.level - level) <= span and not blocked[e.userId] then
    redis.call('LREM', KEYS[1], 1, raw)
    return raw
  end
end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], 3600000)
return false`;

/** KEYS[1] queue; ARGV[1] connection id. */
const TAKE = `
for _, raw in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  if cjson.decode(raw).connId == ARGV[1] then
    redis.call('LREM', KEYS[1], 1, raw)
    return 1
  end
end
return 0`;

/** KEYS[1] code slot; ARGV: entry json, user id, ttl ms, now, max age. */
const JOIN = `
local cur = redis.call('GET', KEYS[1])
if cur then
  local e = cjson.decode(cur)
  if e.userId ~= tonumber(ARGV[2]) and tonumber(ARGV[4]) - e.since <= tonumber(ARGV[5]) then
    redis.call('DEL', KEYS[1])
    return cur
  end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', tonumber(ARGV[3]))
return false`;

/** KEYS[1] code slot; ARGV[1] connection id. */
const TAKE_CODE = `
local cur = redis.call('GET', KEYS[1])
if cur and cjson.decode(cur).connId == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
return 0`;

export class RedisMatchmaker implements Matchmaker {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly span: number,
    /** A queue entry older than this belongs to a dead process. */
    private readonly maxAgeMs: number,
    /** Invite waits older than this are dropped. */
    private readonly codeTtlMs: number,
  ) {}

  private queueKey = (lang: string) => `${this.prefix}battle:queue:${lang}`;
  private codeKey = (code: string) => `${this.prefix}battle:code:${code}`;

  async offer(me: QueueEntry, blocked: Set<number>): Promise<QueueEntry | null> {
    const raw = (await this.redis.eval(
      OFFER,
      1,
      this.queueKey(me.lang),
      JSON.stringify(me),
      me.userId,
      me.level,
      this.span,
      Date.now(),
      this.maxAgeMs,
      [...blocked].join(','),
    )) as string | null;
    return raw ? (JSON.parse(raw) as QueueEntry) : null;
  }

  async take(me: QueueEntry): Promise<boolean> {
    return (await this.redis.eval(TAKE, 1, this.queueKey(me.lang), me.connId)) === 1;
  }

  async joinCode(code: string, me: QueueEntry): Promise<QueueEntry | null> {
    const raw = (await this.redis.eval(
      JOIN,
      1,
      this.codeKey(code),
      JSON.stringify(me),
      me.userId,
      this.codeTtlMs,
      Date.now(),
      this.codeTtlMs,
    )) as string | null;
    return raw ? (JSON.parse(raw) as QueueEntry) : null;
  }

  async takeCode(code: string, connId: string): Promise<boolean> {
    return (await this.redis.eval(TAKE_CODE, 1, this.codeKey(code), connId)) === 1;
  }
}
