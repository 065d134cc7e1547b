#!/usr/bin/env node
/**
 * Gate: every package a workspace imports is declared where npm will install it for that use.
 * - Runtime files import only the workspace's `dependencies` (production installs omit dev ones).
 *   Type-only imports are erased, so `devDependencies` and `@types/*` also satisfy them.
 * - Tests, test helpers, build and config files may also use the workspace's `devDependencies`
 *   and the root's (the shared tools: vitest, typescript, esbuild, tsx).
 * - Node built-ins, relative paths and virtual modules (`virtual:pwa-register`) are not packages.
 * Plus one React: exactly one installed copy of react and of react-dom, of the same version
 * (two copies break hooks at run time).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, isBuiltin, isDevFile, isRelative, isVirtual, packageOf, rel, root, sourceFiles, workspaces } from './lib/imports.mjs';
import { installedPackages } from './lib/installed.mjs';

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
console.log(`dependencies ok: every imported package is declared; one React (${version('react')})`);
