/** guardZip: broken zips, bombs that say so, bombs that lie about their sizes, and real documents. */
import { describe, expect, it } from 'vitest';
import { lyingZipBomb, makeDocx, makeXlsx, ratioBomb, truncatedZip, zipBomb } from '../test/index.js';
import { guardZip } from './zip-guard.js';

async function keyOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return (e as { key?: string }).key ?? String(e);
  }
}

describe('guardZip', () => {
  it('lets real xlsx and docx files through', async () => {
    expect(await keyOf(guardZip(makeXlsx([['apple', '苹果']]), 'xlsx'))).toBe('ok');
    expect(await keyOf(guardZip(await makeDocx(['apple']), 'docx'))).toBe('ok');
  });

  it('refuses a zip without its central directory', async () => {
    expect(await keyOf(guardZip(truncatedZip(), 'xlsx'))).toBe('upload.parseFailed');
  });

  it('refuses parts whose declared sizes add up past the limit', async () => {
    expect(await keyOf(guardZip(zipBomb(), 'xlsx'))).toBe('upload.unzipTooLarge');
  });

  it('refuses a part with an absurd compression ratio', async () => {
    expect(await keyOf(guardZip(ratioBomb(), 'xlsx'))).toBe('upload.unzipTooLarge');
  });

  it('refuses a part that inflates past the size its headers declare', async () => {
    expect(await keyOf(guardZip(lyingZipBomb(), 'xlsx'))).toBe('upload.unzipTooLarge');
  });
});
