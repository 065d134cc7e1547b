/** Shown name, avatar file checks, nickname and new-password checks. */
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, checkNewPassword, checkNickname, nicknameOf } from './profile';

describe('shown name', () => {
  it('uses the nickname when set, else leaves the fallback to the page', () => {
    expect(nicknameOf({ nickname: 'Mia' })).toBe('Mia');
    expect(nicknameOf({ nickname: '  ' })).toBeNull();
    expect(nicknameOf({ nickname: null })).toBeNull();
    expect(nicknameOf(null)).toBeNull();
    expect(nicknameOf({ nickname: '138****8000', phone: '138****8000' })).toBeNull(); // older accounts
    expect(nicknameOf({ nickname: '139****1234', phone: '138****8000' })).toBeNull();
  });
});

describe('checkAvatarFile', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 5 })).toBeNull();
  });

  it('refuses other types, empty and larger files', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 1000 })).toBe('account.avatarType');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 1000 })).toBe('account.avatarType');
    expect(checkAvatarFile({ type: '', size: 1000 })).toBe('account.avatarType');
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toBe('account.avatarEmpty');
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('account.avatarTooLarge');
  });
});

describe('checkNickname and checkNewPassword', () => {
  it('needs a non-blank nickname of at most 20 characters', () => {
    expect(checkNickname('  ')).toBe('account.nicknameRequired');
    expect(checkNickname('学习者小王')).toBeNull();
    expect(checkNickname('a'.repeat(20))).toBeNull();
    expect(checkNickname('a'.repeat(21))).toBe('account.nicknameTooLong');
    expect(checkNickname('😀'.repeat(20))).toBeNull(); // counted as characters, not UTF-16 units
  });

  it('needs 6-64 characters typed the same twice', () => {
    expect(checkNewPassword('', '')).toBe('login.passwordRequired');
    expect(checkNewPassword('abc', 'abc')).toBe('login.passwordLength');
    expect(checkNewPassword('secret123', 'secret124')).toBe('account.passwordMismatch');
    expect(checkNewPassword('secret123', 'secret123')).toBeNull();
  });
});
