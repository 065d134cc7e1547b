/** workerUrl: TypeScript entry points from source, and a thread that really loads one. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { describe, expect, it } from 'vitest';
import { workerExecArgv, workerUrl } from './worker-url.js';

describe('workerUrl', () => {
  it('points at src/workers/<name>.ts when running from source', () => {
    const url = workerUrl('speech');
    expect(url.pathname).toMatch(/\/src\/workers\/speech\.ts$/);
    expect(existsSync(fileURLToPath(url))).toBe(true);
    expect(workerExecArgv()).toEqual(['--import', expect.stringMatching(/^file:.*tsx/)]);
  });

  it('refuses names that are not plain file names', () => {
    expect(() => workerUrl('../app')).toThrow(/invalid worker name/);
  });

  it('starts a piscina thread on the TypeScript entry point', async () => {
    const pool = new Piscina({ filename: workerUrl('speech').href, execArgv: workerExecArgv(), maxThreads: 1 });
    try {
      expect(await pool.run({ kind: 'kana', text: 'かな' })).toBe('かな');
    } finally {
      await pool.destroy();
    }
  });
});
