import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { loginBody, passwordSchema } from './user.js';

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
