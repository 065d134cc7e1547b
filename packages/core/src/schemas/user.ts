/** Payloads of the user module: SMS codes, sign up, sign in, refresh, identity settings. */
import { z } from 'zod';
import { CODE_LENGTH, IDENTITIES, LANGS, MAX_LEVEL, MIN_LEVEL, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, UI_LANGS } from '../constants.js';
import { canonicalTimeZone, isTimeZone } from '../rules/day.js';
import { textLength } from '../rules/text-length.js';

/** Strips what people paste around a mainland number: spaces, dashes, dots and a +86 / 0086 prefix. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s\-.()\u00a0]/g, '').replace(/^(?:\+|00)86(?=1\d{10}$)/, '');
}

export const phoneSchema = z
  .string()
  .max(40, 'sms.invalidPhone')
  .transform(normalizePhone)
  .pipe(z.string().regex(/^1[3-9]\d{9}$/, 'sms.invalidPhone'));

/** An IANA time zone the runtime knows, stored in its canonical spelling. */
export const timeZoneSchema = z
  .string()
  .max(64, 'user.timeZoneInvalid')
  .refine(isTimeZone, 'user.timeZoneInvalid')
  .transform(canonicalTimeZone);

export const NICKNAME_MAX_LENGTH = 20;
// Control characters and bidirectional overrides would let a nickname disguise itself.
const HIDDEN_CHARS = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;
/** Trimmed, 1-20 by the spec's text length (non-ASCII counts 2, so 10 Chinese characters), no control characters. */
export const nicknameSchema = z
  .string()
  .max(200, 'user.nicknameLength')
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, 'user.nicknameLength')
      .refine((s) => textLength(s) <= NICKNAME_MAX_LENGTH, 'user.nicknameLength')
      .refine((s) => !HIDDEN_CHARS.test(s), 'user.nicknameInvalid'),
  );
export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'sms.codeInvalid');
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const sendCodeBody = z.object({
  phone: phoneSchema,
  purpose: z.enum(['register', 'login', 'reset']),
});
export type SendCodeBody = z.infer<typeof sendCodeBody>;

export const registerBody = z.object({
  phone: phoneSchema,
  code: codeSchema,
  password: passwordSchema,
  timeZone: timeZoneSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.union([
  z.object({ phone: phoneSchema, password: z.string().min(1).max(PASSWORD_MAX_LENGTH), timeZone: timeZoneSchema.optional() }),
  z.object({ phone: phoneSchema, code: codeSchema, timeZone: timeZoneSchema.optional() }),
]);
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({ userId: z.number().int().positive(), refreshToken: z.string().min(16).max(200) });
export type RefreshBody = z.infer<typeof refreshBody>;

export const settingsBody = z.object({
  identity: z.enum(IDENTITIES),
  nativeLang: z.enum(LANGS),
  learningLang: z.enum(LANGS),
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL),
  timeZone: timeZoneSchema.optional(),
});
export type SettingsBody = z.infer<typeof settingsBody>;

export const uiLangBody = z.object({ uiLang: z.enum(UI_LANGS) });

export const timeZoneBody = z.object({ timeZone: timeZoneSchema });
export type TimeZoneBody = z.infer<typeof timeZoneBody>;

/** POST /api/user/password/reset: a code sent with purpose `reset` sets a new password and signs in. */
export const resetPasswordBody = z.object({
  phone: phoneSchema,
  code: codeSchema,
  password: passwordSchema,
  timeZone: timeZoneSchema.optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** PUT /api/user/password (signed in). */
export const changePasswordBody = z.object({ oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), password: passwordSchema });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** PUT /api/user/profile (signed in). */
export const profileBody = z.object({ nickname: nicknameSchema });
export type ProfileBody = z.infer<typeof profileBody>;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const userInfoSchema = z.object({
  id: z.number().int(),
  /** Masked: 138****8000. */
  phone: z.string(),
  /** null until the user sets one; the web shows a localized fallback. */
  nickname: z.string().nullable(),
  identity: z.enum(IDENTITIES).nullable(),
  nativeLang: z.enum(LANGS).nullable(),
  learningLang: z.enum(LANGS).nullable(),
  level: z.number().int().nullable(),
  uiLang: z.enum(UI_LANGS).nullable(),
  role: z.enum(ROLES),
  /** IANA zone that decides "today" for points, streaks, daily tests and tasks. */
  timeZone: z.string(),
  /** `/api/user/avatar/<id>?v=<etag>` or null. */
  avatarUrl: z.string().nullable(),
  createdAt: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What sign up, sign in, refresh and password reset answer. */
export const sessionSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  userInfo: userInfoSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const sendCodeResultSchema = z.object({ cooldownSeconds: z.number().int() });
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;

export const passwordChangedSchema = z.object({ changed: z.literal(true) });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** POST /api/user/logout/ answers no data. */
export const loggedOutSchema = z.null();

/** GET /api/user/avatar/:userId: `v` is the etag of the versioned URL (`avatarUrl`), cached for good when it matches. */
export const avatarParams = z.object({ userId: z.coerce.number().int().positive() });
export const avatarQuery = z.object({ v: z.string().max(64).optional() });

export const pointsSummarySchema = z.object({
  /** Points earned since the start of the user's day in their time zone. */
  daily: z.number().int(),
  total: z.number().int(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;
