import { describe, expect, it } from 'vitest';
import { lemmaCandidates } from './index.js';
import { deinflectSpanish, stripAcute } from './es.js';

const has = (form: string, lemma: string) => expect(lemmaCandidates('es', form)).toContain(lemma);

describe('deinflectSpanish', () => {
  it('finds the infinitive of regular verb forms', () => {
    has('hablé', 'hablar');
    has('hablábamos', 'hablar');
    has('comieron', 'comer');
    has('viviríamos', 'vivir');
    has('comiendo', 'comer');
    has('hablado', 'hablar');
  });
  it('undoes spelling changes before -é', () => {
    has('busqué', 'buscar');
    has('llegué', 'llegar');
    has('almorcé', 'almorzar');
  });
  it('finds singular and masculine forms', () => {
    has('casas', 'casa');
    has('bonitas', 'bonito');
    has('bonita', 'bonito');
    has('árboles', 'árbol');
    has('canciones', 'canción');
    has('ingleses', 'inglés');
    has('luces', 'luz');
    has('jóvenes', 'joven');
    has('trabajadoras', 'trabajador');
  });
  it('removes enclitic pronouns', () => {
    has('dámelo', 'dar');
    has('dime', 'di');
    has('decírselo', 'decir');
    has('comiéndolo', 'comer');
    has('levántate', 'levantar');
    has('vámonos', 'vamos');
  });
  it('does not strip clitic-like endings off ordinary words', () => {
    expect(deinflectSpanish('mesa')).not.toContain('me');
    expect(deinflectSpanish('tele')).not.toContain('te');
  });
  it('never returns the word itself', () => {
    expect(lemmaCandidates('es', 'hablar')).not.toContain('hablar');
    expect(deinflectSpanish('sin embargo')).not.toContain('sin embargo');
  });
  it('deinflects the verb of a phrase', () => {
    has('echó de menos', 'echar de menos');
    has('tengo que', 'tengo');
    has('se da cuenta', 'darse cuenta');
    has('hay que', 'hay');
    has('me gusta', 'gustar');
    has('estar de acuerdo', 'de acuerdo');
    expect(deinflectSpanish('tengo que')).not.toContain('que');
    expect(deinflectSpanish('a menudo')).not.toContain('a');
    expect(deinflectSpanish('uno dos tres cuatro cinco')).toEqual([]);
  });
  it('tries a word without a stray accent', () => {
    has('fuí', 'fui');
    has('bién', 'bien');
    expect(deinflectSpanish('sé')).not.toContain('se');
  });
  it('strips only acute accents', () => {
    expect(stripAcute('pingüinó niño')).toBe('pingüino niño');
  });
});
