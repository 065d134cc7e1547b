/** Payloads of the user module: SMS codes, sign up, sign in, refresh, identity settings. */
import { z } from 'zod';
import { CODE_LENGTH, IDENTITIES, LANGS, MAX_LEVEL, MIN_LEVEL, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, UI_LANGS } from '../constants.js';

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'sms.invalidPhone');
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

/** An IANA time zone name as the browser reports it (checked against Intl by the server). */
export const timeZoneSchema = z.string().min(1).max(64);

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

export interface UserInfo {
  id: number;
  phone: string;
  /** null until the user sets one (the web shows a localized fallback). */
  nickname: string | null;
  identity: (typeof IDENTITIES)[number] | null;
  nativeLang: (typeof LANGS)[number] | null;
  learningLang: (typeof LANGS)[number] | null;
  level: number | null;
  uiLang: (typeof UI_LANGS)[number] | null;
  createdAt: number;
  // Optional here until the accounts branch (which makes them required) is merged.
  role?: 'user' | 'admin';
  timeZone?: string | null;
  avatarUrl?: string | null;
}

/** What sign up, sign in and refresh answer. `token` may be absent: "login succeeded but no token received". */
export interface Session {
  token: string;
  refreshToken: string;
  expiresIn: number;
  userInfo: UserInfo;
}

export interface PointsSummary {
  daily: number;
  total: number;
}

export const passwordResetBody = z.object({
  phone: phoneSchema,
  code: codeSchema,
  password: passwordSchema,
  timeZone: timeZoneSchema.optional(),
});
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const passwordChangeBody = z.object({ oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), password: passwordSchema });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const profileBody = z.object({ nickname: z.string().trim().min(1).max(20) });
export type ProfileBody = z.infer<typeof profileBody>;
