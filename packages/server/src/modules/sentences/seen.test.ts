/** The sync's record of the sentences it saw: one bit per id, growing with the largest id. */
import { expect, it } from 'vitest';
import { Seen } from './indexer.js';

it('remembers ids, including ones past its first size, and nothing else', () => {
  const seen = new Seen();
  for (const id of [1, 7, 8, 8191, 8192, 1_000_003]) seen.add(id);
  for (const id of [1, 7, 8, 8191, 8192, 1_000_003]) expect(seen.has(id)).toBe(true);
  for (const id of [0, 2, 9, 8190, 8193, 1_000_002, 1_000_004, 5_000_000]) expect(seen.has(id)).toBe(false);
});
