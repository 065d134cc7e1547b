import { describe, expect, it } from 'vitest';
import { parseNfBands } from './jmdict-priority.js';

describe('jmdict priority (FreeDict jpn-eng)', () => {
  it('reads nf bands of written forms and readings', () => {
    const text = [
      ' [ichi1]  [news1]  [nf10]  明白 /(en)tʃˈaɪniːz(ja)lˈe̞tə/,  [ichi1]  [news1]  [nf10] めいはく /mˌe̞ihˈäkɯᵝ/',
      ' [ichi1]  [news1]  [nf04]  お金 /ˈo̞ (en)tʃˈaɪniːz(ja)lˈe̞tə/, 御金 /(en)tʃˈaɪniːz/,  [ichi1]  [news1]  [nf04] おかね /o̞kˈäne̞/',
      ' [ichi1]  [news1]  [nf12]  お金 /x/',
    ].join('\n');
    const bands = parseNfBands(text);
    expect(bands.get('明白')).toBe(10);
    expect(bands.get('めいはく')).toBe(10);
    expect(bands.get('お金')).toBe(4);
    expect(bands.has('御金')).toBe(false);
  });
});
