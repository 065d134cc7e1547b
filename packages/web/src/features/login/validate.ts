/**
 * Client-side checks of the login form, with the core rules (mobile number, N-digit code,
 * password length). The password limits are the constants core's passwordSchema is built
 * from: importing the schema itself would put zod into the login bundle.
 */
import { CODE_LENGTH, isCode, isMobile, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@qfl/core';

export type LoginMode = 'password' | 'code' | 'register';

export interface LoginFields {
  phone: string;
  password: string;
  code: string;
}

export interface FieldError {
  key: 'login.phoneRequired' | 'login.phoneInvalid' | 'login.passwordRequired' | 'login.passwordLength' | 'login.codeInvalid';
  params?: { length: number };
}

export type FieldErrors = Partial<Record<keyof LoginFields, FieldError>>;

/** The digits of a mainland mobile number. */
export const PHONE_LENGTH = 11;

/**
 * A typed or pasted phone number as the form keeps it: spaces, dashes, dots and brackets go
 * first ("138 0013 8000", "138-0013-8000"), a +86 / 0086 country prefix too, and only then is
 * it cut to 11 characters (cutting first would keep "138 0013 80").
 */
export function normalizePhone(raw: string): string {
  let phone = raw.replace(/[\s\u00a0\u3000.()\-\u2010-\u2015]/g, '');
  if (/^(\+86|0086)1\d{10}$/.test(phone)) phone = phone.replace(/^(\+86|0086)/, '');
  return phone.slice(0, PHONE_LENGTH);
}

/** A pasted code keeps its digits only ("123 456" → "123456"), cut to the code length. */
export function normalizeCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function validatePhone(phone: string): FieldError | null {
  if (!phone) return { key: 'login.phoneRequired' };
  return isMobile(phone) ? null : { key: 'login.phoneInvalid' };
}

function validateCode(code: string): FieldError | null {
  return isCode(code) ? null : { key: 'login.codeInvalid', params: { length: CODE_LENGTH } };
}

function validatePassword(password: string, creating: boolean): FieldError | null {
  if (!password) return { key: 'login.passwordRequired' };
  // Signing up applies the whole rule; signing in only the maximum, as the server does.
  const tooShort = creating && password.length < PASSWORD_MIN_LENGTH;
  return tooShort || password.length > PASSWORD_MAX_LENGTH ? { key: 'login.passwordLength' } : null;
}

/** The fields each mode uses, each checked; an empty result means the form may be sent. */
export function validateLogin(mode: LoginMode, fields: LoginFields): FieldErrors {
  const errors: FieldErrors = {};
  const phone = validatePhone(fields.phone);
  if (phone) errors.phone = phone;
  if (mode !== 'password') {
    const code = validateCode(fields.code);
    if (code) errors.code = code;
  }
  if (mode !== 'code') {
    const password = validatePassword(fields.password, mode === 'register');
    if (password) errors.password = password;
  }
  return errors;
}
