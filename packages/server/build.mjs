#!/usr/bin/env node
/**
 * Builds the server to JavaScript so production runs plain `node` (tsx stays a dev tool):
 * src/main.ts → dist/main.js and every src/workers/<name>.ts → dist/workers/<name>.js (worker
 * threads load those through worker-url.ts). ESM for Node 20, with source maps.
 *
 * Dependencies stay external and load from node_modules at run time, so native and wasm packages
 * (better-sqlite3, espeak-ng, kuromoji's dictionaries) find their files where npm put them. The
 * workspace packages (@qfl/*) ship TypeScript source, so they are bundled in, as are JSON imports.
 * dist/ sits at the same depth as src/, so paths computed from `import.meta.url` stay valid.
 *
 *   node packages/server/build.mjs             build
 *   node packages/server/build.mjs --if-stale  build only when a source (server or core) is newer
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = resolve(fileURLToPath(new URL('.', import.meta.url)));
const root = resolve(here, '../..');
const src = join(here, 'src');
export const distDir = join(here, 'dist');
const mainOut = join(distDir, 'main.js');

/** What the build reads besides its own sources: the workspace packages it bundles. */
const inputs = [src, join(root, 'packages/core/src'), join(here, 'build.mjs'), join(here, 'package.json')];

/** The newest modification time under a path (node_modules and dist skipped); 0 when absent. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    max = Math.max(max, newestMtime(join(path, name)));
  }
  return max;
}

/** True when dist/main.js is missing or older than any input. */
export function isStale() {
  if (!existsSync(mainOut)) return true;
  const built = statSync(mainOut).mtimeMs;
  return inputs.some((p) => newestMtime(p) > built);
}

/** Worker entry points: every .ts file directly in src/workers/ (none is fine). */
function workerEntries() {
  const dir = join(src, 'workers');
  if (!existsSync(dir)) return {};
  const entries = {};
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.ts') || name.endsWith('.d.ts') || name.endsWith('.test.ts')) continue;
    entries[`workers/${name.slice(0, -3)}`] = join(dir, name);
  }
  return entries;
}

/** Bare specifiers stay external (node_modules at run time) except the TypeScript workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@qfl/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer({ quiet = false } = {}) {
  const { build } = await import('esbuild');
  const started = Date.now();
  rmSync(distDir, { recursive: true, force: true });
  const entryPoints = { main: join(src, 'main.ts'), ...workerEntries() };
  const result = await build({
    entryPoints,
    outdir: distDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // Source paths in the maps stay short and readable in stack traces.
    sourceRoot: '',
    plugins: [externalPackages],
    logLevel: quiet ? 'error' : 'warning',
    metafile: true,
  });
  if (!quiet) {
    const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
    const list = outputs.map(([file, o]) => `${file.replace(`${root}/`, '')} ${(o.bytes / 1024).toFixed(0)} KB`);
    console.log(`[build server] ${list.join(', ')} in ${Date.now() - started} ms`);
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && !isStale()) {
    console.log('[build server] up to date');
  } else {
    await buildServer();
  }
}
