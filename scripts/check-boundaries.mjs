#!/usr/bin/env node
/**
 * Gate: the workspaces depend on each other in one direction only. core is the shared base (the
 * web bundles it, so it also stays free of Node built-ins outside its tests); content and server
 * build on core, server may read content's helpers; the web uses core and nothing else, never the
 * server. Checked both by package name (@qfl/x) and by relative paths that climb into another
 * workspace. Exits 1 listing every violation.
 */
import { dirname, resolve } from 'node:path';
import { importsOf, isBuiltin, isDevFile, isRelative, packageOf, rel, root, sourceFiles, workspaces } from './lib/imports.mjs';

/** Which workspaces each workspace may import. */
const ALLOWED = {
  core: [],
  content: ['core'],
  server: ['core', 'content'],
  web: ['core'],
};

const names = workspaces().map((w) => w.name);
const problems = [];

for (const ws of workspaces()) {
  const allowed = ALLOWED[ws.name];
  if (!allowed) {
    problems.push(`packages/${ws.name}: new workspace, add it to ALLOWED in scripts/check-boundaries.mjs`);
    continue;
  }
  for (const file of sourceFiles(ws.dir)) {
    for (const { spec, line } of importsOf(file)) {
      let target = null;
      if (isRelative(spec)) {
        const to = rel(resolve(dirname(file), spec));
        const m = /^packages\/([^/]+)/.exec(to);
        if (m && m[1] !== ws.name) target = m[1];
        else if (!m) target = `outside the workspaces (${to})`;
      } else if (spec.startsWith('@qfl/')) {
        const name = packageOf(spec).slice('@qfl/'.length);
        if (name !== ws.name && names.includes(name)) target = name;
      } else if (ws.name === 'core' && isBuiltin(spec) && !isDevFile(file)) {
        problems.push(`${rel(file)}:${line}: core runs in the browser too and must not import ${spec}`);
        continue;
      }
      if (target && !allowed.includes(target)) {
        problems.push(`${rel(file)}:${line}: ${ws.name} must not import from ${target} ('${spec}')`);
      }
    }
  }
}

problems.sort();
if (problems.length) {
  console.error(`Import boundaries (scripts/check-boundaries.mjs) violated:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const rules = Object.entries(ALLOWED).map(([w, a]) => `${w} → ${a.join(', ') || 'nothing'}`);
console.log(`import boundaries ok (${rules.join('; ')}) in ${rel(root) || '.'}`);
