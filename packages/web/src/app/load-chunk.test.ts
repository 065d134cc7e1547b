/** The chunk loader's three failure types and its pass-through of a loaded module. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves the module', async () => {
    await expect(loadChunk(async () => ({ default: 1 }), 'page')).resolves.toEqual({ default: 1 });
  });

  it('rejects with type timeout after the chunk timeout (120 s by default)', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined), 'features/login');
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ message: 'Loading chunk failed', type: 'timeout', request: 'features/login' });
  });

  it('rejects with type missing and the address when the module cannot be fetched', async () => {
    const url = 'http://localhost:3000/assets/LoginPage-abc123.js';
    const error = await loadChunk(
      () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
      'login',
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Loading chunk failed', type: 'missing', request: url });
  });

  it('recognises the Firefox and Safari wordings as missing', async () => {
    for (const message of ['error loading dynamically imported module', 'Importing a module script failed.']) {
      await expect(loadChunk(() => Promise.reject(new TypeError(message)), 'x')).rejects.toMatchObject({
        type: 'missing',
        request: 'x',
      });
    }
  });

  it('rejects with type error when the module itself fails', async () => {
    const error = await loadChunk(() => Promise.reject(new SyntaxError('Unexpected token')), 'settings').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'error', request: 'settings' });
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('rejects with type error when the importer throws synchronously', async () => {
    await expect(
      loadChunk(() => {
        throw new Error('boom');
      }, 'y'),
    ).rejects.toMatchObject({ type: 'error' });
  });
});
