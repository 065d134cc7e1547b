/** Configuration from environment variables, validated once at start with a clear error. */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BATTLE_BOT_AFTER_MS, BATTLE_COUNTDOWN_MS, BATTLE_QUESTION_MS, BATTLE_QUESTIONS, BATTLE_REJOIN_MS, phoneSchema } from '@qfl/core';
import { z } from 'zod';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const intFrom = (def: number) => z.coerce.number().int().positive().default(def);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (s: string) => {
  if (PROXY_NAMES.includes(s)) return true;
  const [ip = '', bits, ...rest] = s.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may tell the client's address (X-Forwarded-For): `false` (none, the default), a
 * number of hops (the app sits behind that many proxies: the address that many hops back is the
 * client), or a comma list of proxy addresses / CIDRs (loopback, linklocal, uniquelocal too).
 * `true` would trust every hop, letting any client pick its own address and skip per-IP limits:
 * it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v, ctx): false | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'true would trust any client to set its own IP; give the number of proxy hops (e.g. 1) or their addresses/CIDRs',
      });
      return z.NEVER;
    }
    const list = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const bad = list.filter((a) => !isProxyAddress(a));
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a proxy address or CIDR: ${bad.join(', ') || v}` });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  SQLITE_PATH: z.string().default(resolve(repoRoot, 'var/app.db')),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().default('qfl:'),
  SMS_PROVIDER: z.enum(['console']).default('console'),
  SMS_DAILY_LIMIT: intFrom(10),
  SMS_IP_HOURLY_LIMIT: intFrom(30),
  SMS_RESEND_SECONDS: intFrom(60),
  ACCESS_TOKEN_TTL_SECONDS: intFrom(900),
  REFRESH_TOKEN_TTL_SECONDS: intFrom(30 * 24 * 3600),
  RATE_LIMIT_PER_MINUTE: intFrom(600),
  AUTH_RATE_LIMIT_PER_MINUTE: intFrom(30),
  WEB_DIST: z.string().default(resolve(repoRoot, 'packages/web/dist')),
  CONTENT_DIR: z.string().default(resolve(repoRoot, 'packages/content/data')),
  CONTENT_AUTOLOAD: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  AUDIO_CACHE_DIR: z.string().default(resolve(repoRoot, 'var/audio')),
  TTS_PROVIDER: z.enum(['espeak']).default('espeak'),
  /** The audio cache folder's cap; least recently used files are deleted past it. */
  AUDIO_CACHE_MAX_MB: intFrom(512),
  /** Speech worker threads; with 2 (and one synthesis per client at a time), one client never holds them all. */
  AUDIO_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
  /** Longest text read aloud (code points after normalization). */
  AUDIO_MAX_TEXT_LENGTH: z.coerce.number().int().min(1).max(1000).default(200),
  /** Longest synthesized audio kept and served; longer is refused as audio.textInvalid. */
  AUDIO_MAX_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** How often the periodic cleanup jobs run (once across processes with Redis). */
  JOBS_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Comma-separated phones that are admins: applied at sign-up and at every sign-in (adding one later promotes it). */
  ADMIN_PHONES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(phoneSchema)),
  TRUST_PROXY: trustProxy,
  /** Images an admin reviews after they are published: none beyond undecidable ones (animated, extreme shape), public ones (posts, avatars), or all. */
  MODERATION_IMAGE_REVIEW: z.enum(['off', 'public', 'all']).default('off'),
  /** Slow clients: the whole header block within this, the whole request within REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: intFrom(10_000),
  REQUEST_TIMEOUT_MS: intFrom(30_000),
  /** An idle kept-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: intFrom(5_000),
  /** A socket with no traffic at all (in either direction) is closed after this. */
  IDLE_SOCKET_TIMEOUT_MS: intFrom(60_000),
  /** Battles: a quick match waits this long for a human before a bot joins (tests shorten it). */
  BATTLE_BOT_AFTER_MS: intFrom(BATTLE_BOT_AFTER_MS),
  /** Battles: a dropped player may rejoin within this; then they forfeit. */
  BATTLE_REJOIN_MS: intFrom(BATTLE_REJOIN_MS),
  /** Battles: time to answer one question. */
  BATTLE_QUESTION_MS: intFrom(BATTLE_QUESTION_MS),
  /** Battles: countdown once both are ready. */
  BATTLE_COUNTDOWN_MS: intFrom(BATTLE_COUNTDOWN_MS),
  /** Battles: pause showing the right answer between two questions. */
  BATTLE_REVEAL_MS: z.coerce.number().int().min(0).default(1_500),
  /** Battles: questions per battle. */
  BATTLE_QUESTIONS: z.coerce.number().int().min(1).max(50).default(BATTLE_QUESTIONS),
  /** Battles: the bot's answer time as a percentage of its normal time (tests make bots quick). */
  BATTLE_BOT_SPEED_PERCENT: z.coerce.number().int().min(1).max(1000).default(100),
  /** Battles with Redis: a process whose heartbeat is older than this is dead and its rooms end. */
  BATTLE_OWNER_TTL_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** Battle review batches written at once on PostgreSQL (SQLite: always one writer). */
  BATTLE_REVIEW_PARALLEL: z.coerce.number().int().min(1).max(8).default(1),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof Config, unknown>> = {}): Config {
  const source: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== '') source[key] = v;
  }
  const parsed = envSchema.safeParse({ ...source, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
