/**
 * Pure rules of the account pages: whether a user has a nickname of their own (the name shown is
 * friends/person-name.ts), the avatar file checks, and the nickname and new-password checks.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@qfl/core';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const NICKNAME_MAX_LENGTH = 20;

/**
 * The nickname when set; otherwise null, and the caller shows the localized fallback. Accounts
 * made before nicknames existed carry the masked phone as their nickname: that counts as unset,
 * so the phone is never shown twice.
 */
export function nicknameOf(user: { nickname: string | null; phone?: string } | null | undefined): string | null {
  const nickname = user?.nickname?.trim();
  if (!nickname || nickname === user?.phone || /^\d{3}\*{4}\d{4}$/.test(nickname)) return null;
  return nickname;
}

export type AvatarProblem = 'account.avatarType' | 'account.avatarTooLarge' | 'account.avatarEmpty';

/** Why a chosen file cannot be an avatar (checked before uploading), or null when it can. */
export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'account.avatarType';
  if (file.size <= 0) return 'account.avatarEmpty';
  return file.size > AVATAR_MAX_BYTES ? 'account.avatarTooLarge' : null;
}

export type NicknameProblem = 'account.nicknameRequired' | 'account.nicknameTooLong';

export function checkNickname(raw: string): NicknameProblem | null {
  const nickname = raw.trim();
  if (!nickname) return 'account.nicknameRequired';
  return [...nickname].length > NICKNAME_MAX_LENGTH ? 'account.nicknameTooLong' : null;
}

export type PasswordProblem = 'login.passwordRequired' | 'login.passwordLength' | 'account.passwordMismatch';

/** A new password: the sign-up rule (6-64 characters), typed the same way twice. */
export function checkNewPassword(password: string, confirm: string): PasswordProblem | null {
  if (!password) return 'login.passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'login.passwordLength';
  return password === confirm ? null : 'account.passwordMismatch';
}
