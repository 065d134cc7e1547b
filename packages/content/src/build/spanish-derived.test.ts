import { describe, expect, it } from 'vitest';
import { derivationOf } from './spanish-derived.js';

const known = new Set(['hermano', 'chico', 'amigo', 'joven', 'mucho', 'poco', 'feliz', 'pobre', 'casa', 'abuelo']);
const has = (w: string) => known.has(w);

describe('derivationOf', () => {
  it.each([
    ['hermanito', 'hermano', 'diminutive'],
    ['chiquito', 'chico', 'diminutive'],
    ['amiguito', 'amigo', 'diminutive'],
    ['jovencito', 'joven', 'diminutive'],
    ['pobrecito', 'pobre', 'diminutive'],
    ['casita', 'casa', 'diminutive'],
    ['abuelitos', 'abuelo', 'diminutive'],
    ['muchísimo', 'mucho', 'superlative'],
    ['poquísimo', 'poco', 'superlative'],
    ['felicísimo', 'feliz', 'superlative'],
  ])('%s → %s', (word, base, kind) => {
    expect(derivationOf(word, has)).toEqual({ base, kind });
  });
  it('needs a known base', () => {
    expect(derivationOf('bonito', has)).toBeNull();
    expect(derivationOf('mito', has)).toBeNull();
  });
});
