/** Login form rules and the message shown for each outcome. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { answerMessage, failureMessage } from './outcome';
import { normalizeCode, normalizePhone, validateLogin, validatePhone } from './validate';

describe('validateLogin', () => {
  it('applies the mobile rule: 11 digits, starting 1, second digit 3-9', () => {
    expect(validatePhone('')).toEqual({ key: 'login.phoneRequired' });
    expect(validatePhone('12812345678')).toEqual({ key: 'login.phoneInvalid' });
    expect(validatePhone('1381234567')).toEqual({ key: 'login.phoneInvalid' });
    expect(validatePhone('13812345678')).toBeNull();
  });

  it('checks only the fields of each mode', () => {
    const fields = { phone: '13812345678', password: '', code: '' };
    expect(Object.keys(validateLogin('password', fields))).toEqual(['password']);
    expect(Object.keys(validateLogin('code', fields))).toEqual(['code']);
    expect(Object.keys(validateLogin('register', fields)).sort()).toEqual(['code', 'password']);
  });

  it('requires a 6-digit code and, when signing up, a 6-64 character password', () => {
    const base = { phone: '13812345678', code: '12345', password: 'abc' };
    expect(validateLogin('register', base)).toEqual({
      code: { key: 'login.codeInvalid', params: { length: 6 } },
      password: { key: 'login.passwordLength' },
    });
    expect(validateLogin('password', base)).toEqual({});
    expect(validateLogin('register', { ...base, code: '123456', password: 'abcdef' })).toEqual({});
  });
});

describe('pasted phone numbers and codes', () => {
  it('strips spaces and dashes before cutting to 11 digits', () => {
    expect(normalizePhone('138 0013 8000')).toBe('13800138000');
    expect(normalizePhone(' 138-0013-8000 ')).toBe('13800138000');
    expect(normalizePhone('(138) 0013.8000')).toBe('13800138000');
    expect(normalizePhone('+86 138 0013 8000')).toBe('13800138000');
    expect(normalizePhone('0086 13800138000')).toBe('13800138000');
    expect(normalizePhone('1380013800099')).toBe('13800138000');
    expect(validatePhone(normalizePhone('138 0013 8000'))).toBeNull();
  });

  it('keeps the digits of a pasted code', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('code: 654321.')).toBe('654321');
    expect(normalizeCode('1234567')).toBe('123456');
  });
});

describe('login outcome messages', () => {
  const session = { token: 't', refreshToken: 'r', expiresIn: 1, userInfo: { id: 1 } };

  it('tells success from success without a token', () => {
    expect(answerMessage(session, false)).toEqual({ key: 'login.succeeded' });
    expect(answerMessage(session, true)).toEqual({ key: 'login.registerSucceeded' });
    expect(answerMessage({ ...session, token: '' }, false)).toEqual({ key: 'login.noToken' });
    expect(answerMessage(null, false)).toEqual({ key: 'login.noToken' });
  });

  it("shows the server's reason, or 'login failed' when it is unusable", () => {
    const wrong = new ApiError('server', 'x', { serverMsg: '手机号或密码错误', key: 'auth.invalidCredentials' });
    expect(failureMessage(wrong)).toEqual({ text: '手机号或密码错误' });
    const english = 'Invalid phone number or password'; // 32 characters: still shown in full
    const wrongEn = new ApiError('server', english, { serverMsg: english, key: 'auth.invalidCredentials' });
    expect(failureMessage(wrongEn)).toEqual({ text: english });
    expect(failureMessage(new ApiError('server', 'x', { serverMsg: 'z'.repeat(40) }))).toEqual({ key: 'login.failed' });
    expect(failureMessage(new Error('?'))).toEqual({ key: 'login.failed' });
    // A code typed without ever requesting one: the server's "no code was sent" is shown in full.
    const notSent = 'No code was sent to this number yet: tap “Send code” first';
    const notSentError = new ApiError('server', notSent, { serverMsg: notSent });
    Object.assign(notSentError, { key: 'sms.codeNotSent' });
    expect(failureMessage(notSentError)).toEqual({ text: notSent });
  });

  it("says 'login request failed' when no answer came back", () => {
    expect(failureMessage(new ApiError('network', 'c'))).toEqual({ key: 'login.requestFailed' });
    expect(failureMessage(new ApiError('timeout', 't'))).toEqual({ key: 'login.requestFailed' });
    expect(failureMessage(new ApiError('http', 's', { status: 502 }))).toEqual({ key: 'login.requestFailed' });
  });
});
