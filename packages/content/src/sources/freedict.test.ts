import { describe, expect, it } from 'vitest';
import { decodeB64Number, parseDictdBody, parseDictdIndex, readDictd } from './freedict.js';

describe('freedict (dictd)', () => {
  it('decodes base64 numbers and index lines', () => {
    expect(decodeB64Number('A')).toBe(0);
    expect(decodeB64Number('b')).toBe(27);
    expect(decodeB64Number('BA')).toBe(64);
    expect(parseDictdIndex('00databaseinfo\tc\tnU\ncasa\tMgu\tU\n')).toEqual([{ headword: 'casa', offset: 51246, length: 20 }]);
  });

  it('parses entry bodies with pronunciation and numbered translations', () => {
    expect(parseDictdBody('casa', 'casa /kˈasa/\nhouse\n')).toEqual({ headword: 'casa', pron: 'kˈasa', translations: ['house'] });
    expect(parseDictdBody('how', 'how /hau/\n1. cómo\n2. como\n3. a título de\n').translations).toEqual(['cómo', 'como', 'a título de']);
    expect(
      parseDictdBody('casa de huéspedes', 'casa de huéspedes /kˈasa ðe wˈespeðes/\nboarding house, boardingschool\n').translations,
    ).toEqual(['boarding house', 'boardingschool']);
  });

  it('reads entries by byte offset', () => {
    const dict = Buffer.from('abeja /aβˈexa/\nbee\ncañón /kaɲˈon/\ncannon\n');
    const second = Buffer.byteLength('abeja /aβˈexa/\nbee\n');
    const len = Buffer.byteLength('cañón /kaɲˈon/\ncannon\n');
    const b64 = (n: number): string => {
      const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
      let s = '';
      do {
        s = A[n % 64] + s;
        n = Math.floor(n / 64);
      } while (n > 0);
      return s;
    };
    const index = `abeja\tA\t${b64(second)}\ncañón\t${b64(second)}\t${b64(len)}\n`;
    expect(readDictd(index, dict).map((e) => e.translations[0])).toEqual(['bee', 'cannon']);
  });
});
