/** Format checks of the spec (point 5): mobile, e-mail, URL, amount, N-digit code. */
import { CODE_LENGTH } from '../constants.js';

/** 11 digits, starting with 1, second digit 3-9. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A money amount: non-negative, at most two decimals. */
export function isAmount(value: string): boolean {
  return /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value);
}

export function isCode(value: string, length = CODE_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}
