/**
 * A stored chunk's lines read a batch at a time, from SQLite's UTF-8 bytes or PostgreSQL's string:
 * the same lines in the same order whatever the batch size, multi-byte text kept whole.
 */
import { describe, expect, it } from 'vitest';
import { ChunkLines } from './chunk-lines.js';

const lines = Array.from({ length: 7 }, (_, i) => JSON.stringify([`词${i}`, i % 2 ? null : `한국어 ${i}`, `{"own":{"pos":"n.${i}"}}`]));
const text = lines.join('\n');

function readAll(source: ChunkLines, n: number): string[][] {
  const batches: string[][] = [];
  for (let b = source.next(n); b.length > 0; b = source.next(n)) batches.push(b);
  return batches;
}

describe('ChunkLines', () => {
  for (const [kind, make] of [
    ['UTF-8 bytes', () => new ChunkLines(Buffer.from(text, 'utf8'))],
    ['a string', () => new ChunkLines(text)],
  ] as const) {
    it(`gives back every line of ${kind} in batches`, () => {
      for (const n of [1, 2, 3, 7, 100]) {
        const batches = readAll(make(), n);
        expect(batches.flat()).toEqual(lines);
        expect(batches.map((b) => b.length)).toEqual(Array.from({ length: Math.ceil(7 / n) }, (_, i) => Math.min(n, 7 - i * n)));
      }
    });
  }

  it('reads nothing from an empty chunk, and a last line with a trailing newline whole', () => {
    expect(new ChunkLines(Buffer.alloc(0)).next(5)).toEqual([]);
    expect(new ChunkLines('').next(5)).toEqual([]);
    const withNewline = new ChunkLines(Buffer.from(`${text}\n`, 'utf8'));
    expect(readAll(withNewline, 3).flat()).toEqual(lines);
  });
});
