import { describe, expect, it } from 'vitest';
import { foldAccents, parseEsFrequency, parseEsFrequencyLine } from './es-frequency.js';

describe('es-frequency', () => {
  it('parses lemmas with forms', () => {
    expect(parseEsFrequencyLine('7794471,uno,num,,7265404:un|529067:uno')).toEqual({
      lemma: 'uno',
      pos: 'num',
      count: 7794471,
      flags: [],
      forms: ['un'],
    });
    expect(parseEsFrequencyLine('12810585,a,none,NOUSAGE,12810585:a')?.flags).toEqual(['NOUSAGE']);
    expect(parseEsFrequencyLine('count,spanish,pos,flags,usage')).toBeNull();
  });

  it('drops duplicates and folds accents', () => {
    const list = parseEsFrequency(
      'count,spanish,pos,flags,usage\n20081793,ella,pron,,15403031:la|3687944:las\n5,ella,pron,DUPLICATE,5:ella\n',
    );
    expect(list.map((l) => l.lemma)).toEqual(['ella']);
    expect(list[0]?.forms).toEqual(['la', 'las']);
    expect(foldAccents('canción')).toBe('cancion');
  });
});
