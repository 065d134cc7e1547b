/**
 * Every package npm installed: root node_modules, nested node_modules, and the workspaces' own
 * node_modules. Workspace links (symlinks) are skipped: they are our sources, not installs.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './imports.mjs';

function* walk(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const name of readdirSync(nodeModules)) {
    if (name.startsWith('.')) continue;
    const path = join(nodeModules, name);
    if (name.startsWith('@')) {
      for (const scoped of readdirSync(path)) yield* visit(join(path, scoped));
    } else {
      yield* visit(path);
    }
  }
}

function* visit(dir) {
  if (lstatSync(dir).isSymbolicLink()) return;
  const manifest = join(dir, 'package.json');
  if (existsSync(manifest)) {
    try {
      yield { dir, pkg: JSON.parse(readFileSync(manifest, 'utf8')) };
    } catch {
      // A package.json that is not JSON (some test fixtures ship one) is not an install.
    }
  }
  yield* walk(join(dir, 'node_modules'));
}

/** { dir, pkg } for every installed package. */
export function* installedPackages() {
  yield* walk(join(root, 'node_modules'));
  const packages = join(root, 'packages');
  for (const ws of readdirSync(packages)) yield* walk(join(packages, ws, 'node_modules'));
}
