/**
 * Vite plugin: after the build (and after the service worker is generated) writes `<file>.br`
 * and `<file>.gz` next to every text asset in the output folder, so the server sends
 * precompressed bytes (@fastify/static `preCompressed`) instead of compressing per request or
 * not at all. Maximum levels: this runs once per build, the bytes go out on every first load.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(outDir: string): void {
  for (const path of files(outDir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    // A compressed file no smaller than the original is not worth a second copy.
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  }
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'qfl:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompress(resolve(config.root, config.build.outDir));
      },
    },
  };
}
