import { describe, expect, it } from 'vitest';
import { spanishIpa } from './spanish-pron.js';

describe('spanishIpa', () => {
  it.each([
    ['comer', 'koˈmeɾ'],
    ['casa', 'ˈkasa'],
    ['corazón', 'koɾaˈson'],
    ['árbol', 'ˈaɾbol'],
    ['niño', 'ˈniɲo'],
    ['puerta', 'ˈpweɾta'],
    ['bonito', 'boˈnito'],
    ['éxito', 'ˈeksito'],
    ['sociedad', 'sosjeˈdad'],
    ['lograr', 'loˈɡɾaɾ'],
    ['guitarra', 'ɡiˈtara'],
    ['pingüino', 'pinˈɡwino'],
    ['queso', 'ˈkeso'],
    ['gente', 'ˈxente'],
    ['hablar', 'aˈblaɾ'],
    ['calle', 'ˈkaʝe'],
    ['muchacho', 'muˈt͡ʃat͡ʃo'],
    ['rosa', 'ˈrosa'],
    ['honra', 'ˈonra'],
    ['hoy', 'ˈoi̯'],
    ['muy', 'ˈmui̯'],
    ['acción', 'akˈsjon'],
    ['ayer', 'aˈʝeɾ'],
    ['país', 'paˈis'],
    ['poeta', 'poˈeta'],
    ['ciudad', 'sjuˈdad'],
    ['aire', 'ˈai̯ɾe'],
    ['construir', 'konsˈtɾwiɾ'],
    ['sé', 'ˈse'],
  ])('%s → %s', (word, ipa) => {
    expect(spanishIpa(word)).toBe(ipa);
  });
  it('leaves function words unstressed in phrases', () => {
    expect(spanishIpa('sin embargo')).toBe('sin emˈbaɾɡo');
    expect(spanishIpa('a pesar de')).toBe('a peˈsaɾ de');
    expect(spanishIpa('por favor')).toBe('poɾ faˈboɾ');
  });
  it('returns null without letters', () => {
    expect(spanishIpa('123')).toBeNull();
  });
});
