import { describe, expect, it, vi } from 'vitest';
import { formatBadge, formatCount } from './format-count.js';
import { navBarHeight } from './nav-bar.js';
import { randomId } from './random-id.js';
import { toastableServerMessage } from './server-message.js';
import { textLength } from './text-length.js';
import { throttle } from './throttle.js';
import { isAmount, isCode, isEmail, isMobile, isUrl } from './validators.js';
import { weekRange } from './week-range.js';

describe('validators', () => {
  it('accepts mobile numbers of 11 digits starting 1 then 3-9', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    for (const bad of ['12800138000', '10800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '']) {
      expect(isMobile(bad), bad).toBe(false);
    }
  });
  it('checks e-mail, URL, amount and N-digit codes', () => {
    expect(isEmail('a.b@example.com')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isUrl('https://example.com/x?y=1')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('not a url')).toBe(false);
    expect(isAmount('0')).toBe(true);
    expect(isAmount('12.5')).toBe(true);
    expect(isAmount('12.50')).toBe(true);
    expect(isAmount('12.505')).toBe(false);
    expect(isAmount('-1')).toBe(false);
    expect(isAmount('01')).toBe(false);
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234', 4)).toBe(true);
  });
});

describe('randomId', () => {
  it('defaults to 32 alphanumerics, with an optional t prefix', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomId(8, true)).toMatch(/^t[A-Za-z0-9]{8}$/);
    expect(randomId()).not.toBe(randomId());
  });
  it('builds a UUID-v4-like string at length 0', () => {
    expect(randomId(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('weekRange', () => {
  it('spans 7 days back to tomorrow', () => {
    expect(weekRange(new Date(2026, 0, 3, 15))).toEqual({ start: '2025-12-27', end: '2026-01-04' });
  });
});

describe('count formatting', () => {
  it('caps badges at 99+', () => {
    expect(formatBadge(5)).toBe('5');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
  it('uses K and W units', () => {
    expect(formatCount(999, 'K')).toBe('999');
    expect(formatCount(1500, 'K')).toBe('1.5K');
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(12000)).toBe('1.2W');
    expect(formatCount(30000)).toBe('3W');
  });
});

describe('textLength', () => {
  it('counts non-ASCII characters as 2', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('中文')).toBe(4);
    expect(textLength('a中😀')).toBe(5);
  });
});

describe('throttle', () => {
  it('runs at most once per 1500 ms window by default', () => {
    let t = 0;
    const fn = vi.fn();
    const th = throttle(fn, undefined, () => t);
    th();
    t = 1000;
    th();
    t = 1500;
    th();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('spec UI rules', () => {
  it('computes the custom navigation bar height', () => {
    expect(navBarHeight(24, 'android')).toBe(74);
    expect(navBarHeight(44, 'ios')).toBe(89);
  });
  it('hides server messages longer than 30 characters', () => {
    expect(toastableServerMessage('手机号或密码错误')).toBe('手机号或密码错误');
    expect(toastableServerMessage('x'.repeat(31))).toBeNull();
    expect(toastableServerMessage('x'.repeat(30))).toBe('x'.repeat(30));
  });
});
