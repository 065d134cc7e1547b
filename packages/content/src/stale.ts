/** Tells whether the built content must be rebuilt: data files missing or built by another builder version. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from './types.js';
import { BUILDER_VERSION } from './version.js';

/** `packages/content/data`, resolved relative to this file. */
export const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../data');

export function readManifest(dataDir: string = DEFAULT_DATA_DIR): Manifest | null {
  const path = join(dataDir, 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

export function isContentStale(dataDir: string = DEFAULT_DATA_DIR): boolean {
  const m = readManifest(dataDir);
  if (!m || m.builderVersion !== BUILDER_VERSION || !Array.isArray(m.files) || m.files.length === 0) return true;
  return m.files.some((f) => !existsSync(join(dataDir, f.name)));
}

// `node --import tsx packages/content/src/stale.ts` prints `stale` or `fresh` (used by `npm start`).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(isContentStale() ? 'stale' : 'fresh');
}
