/** Configuration from environment variables, validated once at start with a clear error. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const intFrom = (def: number) => z.coerce.number().int().positive().default(def);

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
  WEB_DIST: z.string().default(resolve(repoRoot, 'packages/web/dist')),
  CONTENT_DIR: z.string().default(resolve(repoRoot, 'packages/content/data')),
  CONTENT_AUTOLOAD: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  AUDIO_CACHE_DIR: z.string().default(resolve(repoRoot, 'var/audio')),
  TTS_PROVIDER: z.enum(['espeak']).default('espeak'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
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
