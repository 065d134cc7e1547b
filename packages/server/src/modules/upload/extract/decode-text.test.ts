/** decodeText: BOMs, strict UTF-8, legacy Chinese (GB18030) via chardet, refusal of binary, cleaning. */
import { describe, expect, it } from 'vitest';
import { encodeGb18030, invalidUtf8, makeTxt, type TxtEncoding } from '../test/index.js';
import { cleanText, decodeRaw, decodeText } from './decode-text.js';
import { ExtractError } from './errors.js';

const chinese = '苹果 apple\n香蕉 banana\n我们今天去公园散步，天气很好。😀';

describe('decodeText', () => {
  const cases: [TxtEncoding, string][] = [
    ['utf8', 'utf-8'],
    ['utf8-bom', 'utf-8'],
    ['utf16le-bom', 'utf-16le'],
    ['utf16be-bom', 'utf-16be'],
  ];
  for (const [encoding, label] of cases) {
    it(`reads ${encoding}`, () => {
      const bytes = makeTxt(chinese, encoding);
      expect(decodeRaw(bytes).encoding).toBe(label);
      expect(decodeText(bytes)).toBe(chinese);
    });
  }

  it('reads GB18030 Chinese, long and short, mixed with ASCII', () => {
    const text = chinese.replace('😀', '');
    expect(decodeRaw(makeTxt(text, 'gb18030')).encoding).toBe('gb18030');
    expect(decodeText(makeTxt(text, 'gb18030'))).toBe(text);
    expect(decodeText(encodeGb18030('你好'))).toBe('你好');
    expect(decodeText(encodeGb18030('苹果\napple\n香蕉\nbanana\n'))).toBe('苹果\napple\n香蕉\nbanana\n');
  });

  it('finds GB18030 after a megabyte of ASCII (chardet samples from the first non-ASCII byte)', () => {
    const text = `${'apple\n'.repeat(200_000)}苹果 香蕉 学习中文`;
    expect(decodeRaw(encodeGb18030(text))).toEqual({ encoding: 'gb18030', text });
  });

  it('reads a Latin-1 file as a single-byte encoding, not as Chinese', () => {
    const bytes = new Uint8Array([...'caf'].map((c) => c.charCodeAt(0)).concat([0xe9, 0x20, 0x6f, 0x6c, 0xe9]));
    expect(decodeText(bytes)).toBe('café olé');
  });

  it('refuses bytes that are text in no encoding', () => {
    expect(() => decodeText(invalidUtf8())).toThrow(ExtractError);
    expect(() => decodeText(invalidUtf8())).toThrow(/^upload\.encoding$/);
  });

  it('refuses a BOM followed by bytes that are not that encoding', () => {
    expect(() => decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0xc3, 0x28]))).toThrow(/^upload\.encoding$/);
    expect(() => decodeText(new Uint8Array([0xff, 0xfe, 0x41]))).toThrow(/^upload\.encoding$/);
  });

  it('drops NUL and control characters, keeps tabs, unifies line ends', () => {
    expect(decodeText(new TextEncoder().encode('a\u0000b\tc\r\nd\re\u0007\u0085f'))).toBe('ab\tc\nd\nef');
    expect(cleanText('\ufeffword\u000bnext')).toBe('word\nnext');
    expect(cleanText('👨‍👩‍👧 emoji stays')).toBe('👨‍👩‍👧 emoji stays');
  });
});
