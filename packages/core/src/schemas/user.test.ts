import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { loginBody, nicknameSchema, passwordSchema, phoneSchema, registerBody, timeZoneSchema } from './user.js';

describe('password limits', () => {
  it('signing up takes PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 64]);
    expect(passwordSchema.minLength).toBe(PASSWORD_MIN_LENGTH);
    expect(passwordSchema.maxLength).toBe(PASSWORD_MAX_LENGTH);
    expect(passwordSchema.safeParse('a'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(PASSWORD_MIN_LENGTH - 1)).success).toBe(false);
    expect(passwordSchema.safeParse('a'.repeat(PASSWORD_MAX_LENGTH + 1)).success).toBe(false);
  });

  it('signing in checks only the maximum', () => {
    const phone = '13800138000';
    expect(loginBody.safeParse({ phone, password: 'a' }).success).toBe(true);
    expect(loginBody.safeParse({ phone, password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) }).success).toBe(false);
  });
});

describe('phone numbers as people paste them', () => {
  it('strips spaces, dashes and a +86 / 0086 prefix before the check', () => {
    for (const raw of ['13800138000', ' 138 0013 8000 ', '138-0013-8000', '+86 138 0013 8000', '+8613800138000', '0086-138-0013-8000']) {
      expect(phoneSchema.parse(raw)).toBe('13800138000');
    }
    for (const raw of ['+1 138 0013 8000', '12800138000', '138001380001', '86 1380013800', ''])
      expect(phoneSchema.safeParse(raw).success).toBe(false);
    expect(phoneSchema.safeParse('1'.repeat(50)).error?.issues[0]?.message).toBe('sms.invalidPhone');
  });
});

describe('nicknames', () => {
  it('trims, counts non-ASCII as 2 up to 20, and refuses control and bidi characters', () => {
    expect(nicknameSchema.parse('  Ann  ')).toBe('Ann');
    expect(nicknameSchema.safeParse('a'.repeat(20)).success).toBe(true);
    expect(nicknameSchema.safeParse('a'.repeat(21)).error?.issues[0]?.message).toBe('user.nicknameLength');
    expect(nicknameSchema.safeParse('汉'.repeat(10)).success).toBe(true);
    expect(nicknameSchema.safeParse('汉'.repeat(11)).success).toBe(false);
    expect(nicknameSchema.safeParse(' ').error?.issues[0]?.message).toBe('user.nicknameLength');
    expect(nicknameSchema.safeParse('a\nb').error?.issues[0]?.message).toBe('user.nicknameInvalid');
    expect(nicknameSchema.safeParse('abc\u202e').error?.issues[0]?.message).toBe('user.nicknameInvalid');
  });
});

describe('time zones in bodies', () => {
  it('are optional at sign-in and canonicalized', () => {
    expect(registerBody.parse({ phone: '13800138000', code: '123456', password: 'secret1', timeZone: 'europe/paris' }).timeZone).toBe(
      'Europe/Paris',
    );
    expect(timeZoneSchema.safeParse('Mars/Base').error?.issues[0]?.message).toBe('user.timeZoneInvalid');
  });
});
