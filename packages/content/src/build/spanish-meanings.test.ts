import { describe, expect, it } from 'vitest';
import { isFormOf, spanishMeanings, splitLabels, splitRunTogether } from './spanish-meanings.js';

const comer = [
  {
    pos: 'verb',
    glosses: ['to eat', '(colloquial) to eat away, corrode', '(transitive, chess, board games) to capture a piece'],
  },
  { pos: 'noun', glosses: ['eating, food'] },
];

describe('spanishMeanings', () => {
  it('puts the usual part of speech first', () => {
    const bonito = [
      { pos: 'noun', glosses: ['(zoology) tuna; bonito'] },
      { pos: 'adj', glosses: ['pretty', 'nice, lovely, cute'] },
    ];
    expect(spanishMeanings(bonito, 'adj')[0]).toBe('pretty');
    expect(spanishMeanings(comer, 'v')).toEqual([
      'to eat',
      '(colloquial) to eat away, corrode',
      '(transitive, chess, board games) to capture a piece',
      'eating, food',
    ]);
  });
  it('skips labelled glosses for the first place and drops grammar labels', () => {
    const s = [{ pos: 'verb', glosses: ['(Mexico, vulgar) to screw', '(transitive) to get, to obtain', 'to achieve'] }];
    expect(spanishMeanings(s, 'v')).toEqual(['to get, to obtain', '(Mexico, vulgar) to screw', 'to achieve']);
  });
  it('accepts everyday topic labels for the core sense', () => {
    const s = [{ pos: 'noun', glosses: ['(anatomy) heart (organ of the body)', 'emotions, kindness, spirit'] }];
    expect(spanishMeanings(s, 'n')[0]).toBe('heart (organ of the body)');
  });
  it('accepts written-out grammar notes but not regions or registers', () => {
    const haber = [
      {
        pos: 'verb',
        glosses: [
          '(obsolete) to hold',
          '(auxiliary verb taking past participle to build perfect tenses) to have',
          'used to denote a past obligation',
        ],
      },
    ];
    expect(spanishMeanings(haber, 'v')[0]).toBe('to have');
  });
  it('puts letters and names after real senses when the usual POS is unknown', () => {
    const a = [
      { pos: 'character', glosses: ['The first letter of the Spanish alphabet.'] },
      { pos: 'noun', glosses: ['Name of the letter A.'] },
      { pos: 'prep', glosses: ['to', 'by', 'at'] },
    ];
    expect(spanishMeanings(a, null)[0]).toBe('to');
  });
  it('keeps pronoun definitions that mention a person', () => {
    const yo = [
      { pos: 'pron', glosses: ['First-person singular pronoun in the nominative case; I'] },
      { pos: 'noun', glosses: ["(psychoanalysis) Freud's concept of the ego"] },
    ];
    expect(spanishMeanings(yo, 'pron')[0]).toBe('First-person singular pronoun in the nominative case; I');
    expect(isFormOf('first-person singular present indicative of tener')).toBe(true);
  });
  it('prefers a specialist sense to a regional one, and keeps its labels', () => {
    const guion = [{ pos: 'noun', glosses: ['(Mexico) outline', '(film, theater) script', '(printing) hyphen'] }];
    expect(spanishMeanings(guion, 'n')[0]).toBe('(film, theater) script');
  });
  it('takes clarifying and qualifying labels as plain', () => {
    const tela = [{ pos: 'noun', glosses: ['(fabric) cloth, fabric', '(colloquial) difficult task'] }];
    expect(spanishMeanings(tela, 'n')[0]).toBe('cloth, fabric');
    const maestro = [{ pos: 'noun', glosses: ['(especially Latin America) teacher', 'master'] }];
    expect(spanishMeanings(maestro, 'n')[0]).toBe('teacher');
    const carajo = [{ pos: 'noun', glosses: ['(vulgar) penis', '(un carajo) shit', "crow's nest"] }];
    expect(spanishMeanings(carajo, 'n')[0]).toBe('shit');
  });
  it('prefers another part of speech to a marked first gloss', () => {
    const loco = [
      { pos: 'noun', glosses: ['(derogatory) a crazy person', 'a highly affected homosexual'] },
      { pos: 'adj', glosses: ['crazy, insane'] },
    ];
    expect(spanishMeanings(loco, 'n')[0]).toBe('crazy, insane');
  });
  it('takes a gloss with many field labels as general', () => {
    const linea = [{ pos: 'noun', glosses: ['(mathematics, art, electricity, telephony) line', '(government) command, order'] }];
    expect(spanishMeanings(linea, 'n')[0]).toBe('line');
  });
  it('keeps a labelled gloss when nothing better exists', () => {
    const s = [{ pos: 'noun', glosses: ['(chess) rook'] }];
    expect(spanishMeanings(s, 'n')).toEqual(['(chess) rook']);
  });
  it('leaves form-of glosses out', () => {
    expect(isFormOf('gerund combined with se of abajar')).toBe(true);
    expect(isFormOf('Alternative form of tú')).toBe(true);
    expect(isFormOf('feminine plural of bonito')).toBe(true);
    expect(isFormOf('to eat')).toBe(false);
    expect(spanishMeanings([{ pos: 'adj', glosses: ['feminine singular of bonito'] }], 'adj')).toEqual([]);
  });
});

describe('splitLabels', () => {
  it('reads the leading parenthesis', () => {
    expect(splitLabels('(transitive, Chess) to capture')).toEqual({ labels: ['transitive', 'Chess'], text: 'to capture' });
    expect(splitLabels('door (portal)')).toEqual({ labels: [], text: 'door (portal)' });
  });
});

describe('splitRunTogether', () => {
  const known = new Set(['be', 'able', 'to', 'have', 'got', 'get', 'married', 'watch', 'out', 'for', 'a', 'boarding', 'school', 'house']);
  it('restores lost spaces', () => {
    expect(splitRunTogether('beableto', known)).toBe('be able to');
    expect(splitRunTogether('have, havegot', known)).toBe('have, have got');
    expect(splitRunTogether('getmarried', known)).toBe('get married');
    expect(splitRunTogether('watchoutfor', known)).toBe('watch out for');
  });
  it('leaves known and unsplittable words alone', () => {
    expect(splitRunTogether('boarding house', known)).toBe('boarding house');
    expect(splitRunTogether('Polishwoman', known)).toBe('Polishwoman');
  });
});
