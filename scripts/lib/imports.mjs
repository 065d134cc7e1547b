/**
 * What the workspaces import, read with regular expressions (no parser: the gates must run before
 * anything is built and stay fast). Shared by check-boundaries.mjs and check-deps.mjs.
 */
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage']);

/** Workspace folders (packages/<name>) with their package.json. */
export function workspaces() {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'package.json')))
    .map((name) => ({ name, dir: join(dir, name), pkg: JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8')) }));
}

export function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') || SKIP_DIRS.has(name) || name.startsWith('.data.build-')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** Tests, test helpers, build and config files: they may use development dependencies. */
export function isDevFile(path) {
  const p = path.split(sep).join('/');
  return (
    /\.(?:test|spec|e2e|bench)\.[cm]?[jt]sx?$/.test(p) ||
    /\/(?:test|tests|__tests__|scripts)\//.test(p) ||
    /\/test-[^/]*$/.test(p) ||
    /\.config\.[cm]?[jt]s$/.test(p) ||
    /\.d\.ts$/.test(p) ||
    /^packages\/[^/]+\/build\.mjs$/.test(relative(root, path).split(sep).join('/'))
  );
}

/** Blanks comments (keeping line numbers) so commented-out code and prose do not count. */
function stripComments(code) {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;{}(),])\/\/[^\n]*/g, (m, lead) => lead + ' '.repeat(m.length - lead.length));
}

const PATTERNS = [
  // import x from 'a' / import type { X } from 'a' / export * from 'a' (multi-line too)
  { re: /\b(import|export)(\s+type)?\s+[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\3/g, spec: 4, type: 2 },
  // import 'a' (side effect)
  { re: /\bimport\s*(['"])([^'"\n]+)\1/g, spec: 2 },
  // import('a'): loaded when the call runs
  { re: /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g, spec: 2, dynamic: true },
  // require('a'), require.resolve('a')
  { re: /\brequire(?:\.resolve)?\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g, spec: 2 },
];

/** Every import specifier in a file: { spec, line, typeOnly, dynamic } (dynamic: an `import()` call). */
export function importsOf(path) {
  const raw = readFileSync(path, 'utf8');
  const found = [];
  for (const m of raw.matchAll(/^\s*\/\/\/\s*<reference\s+types=(['"])([^'"]+)\1/gm)) {
    found.push({ spec: m[2], index: m.index, typeOnly: true, dynamic: false });
  }
  const code = stripComments(raw);
  for (const { re, spec, type, dynamic } of PATTERNS) {
    for (const m of code.matchAll(re))
      found.push({ spec: m[spec], index: m.index, typeOnly: Boolean(type && m[type]), dynamic: Boolean(dynamic) });
  }
  return found.map(({ spec, index, typeOnly, dynamic }) => ({ spec, typeOnly, dynamic, line: raw.slice(0, index).split('\n').length }));
}

const builtins = new Set(builtinModules);
export const isBuiltin = (spec) => spec.startsWith('node:') || builtins.has(spec.split('/')[0]);
export const isRelative = (spec) => spec.startsWith('.') || spec.startsWith('/');
export const isVirtual = (spec) => spec.includes(':') && !spec.startsWith('node:');

/** The package a bare specifier names: 'a/b/c' → 'a', '@s/a/b' → '@s/a'. */
export function packageOf(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export const rel = (path) => relative(root, path).split(sep).join('/');
