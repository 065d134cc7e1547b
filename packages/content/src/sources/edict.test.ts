import { describe, expect, it } from 'vitest';
import { decodeEucJp, parseEdictLine, toHiragana } from './edict.js';

describe('edict', () => {
  it('parses a common word with senses', () => {
    const r = parseEdictLine('食べる [たべる] /(v1,vt) (1) to eat/(v1,vt) (2) to live on (e.g. a salary)/to live off/to subsist on/(P)/');
    expect(r).toEqual({
      headword: '食べる',
      reading: 'たべる',
      pos: ['v'],
      senses: ['to eat', 'to live on (e.g. a salary); to live off; to subsist on'],
      common: true,
    });
  });

  it('parses kana-only lines and keeps non-tag parentheses', () => {
    const r = parseEdictLine('ヽ /(unc) repetition mark in katakana/');
    expect(r?.reading).toBeNull();
    expect(r?.senses).toEqual(['repetition mark in katakana']);
    const b = parseEdictLine('銀行強盗 [ぎんこうごうとう] /(n) (1) bank robbery/(n) (2) bank robber/');
    expect(b?.senses).toEqual(['bank robbery', 'bank robber']);
    expect(b?.common).toBe(false);
    expect(parseEdictLine('　？？？ /EDICT, EDICT_SUB(P), EDICT2 Japanese-English Electronic Dictionary Files/')).toBeNull();
  });

  it('decodes EUC-JP and converts katakana to hiragana', () => {
    expect(decodeEucJp(new Uint8Array([0xb6, 0xe4, 0xb9, 0xd4]))).toBe('銀行');
    expect(toHiragana('ギンコウ')).toBe('ぎんこう');
  });
});
