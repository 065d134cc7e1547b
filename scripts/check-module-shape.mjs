#!/usr/bin/env node
/**
 * Gate: the server's feature modules keep one shape (packages/server/src/modules/<feature>/):
 *   - queries (Kysely builders, sql`…`) live only in repos (`repo.ts`, `*-repo.ts`); test support
 *     (`test/`, `test-factory.ts`) may write its fixtures directly;
 *   - routes are registered only through `route(app, endpoint, handler)` (http/route.ts), so every
 *     endpoint is declared once in @qfl/core; the socket routes (`websocket: true`) are the exception;
 *   - a refusal to act (an AppError with status 403) is thrown only by a policy (`policy.ts`, the
 *     shape of http/policy.ts): who may do what is decided in one file per module.
 * `--report` also prints, per module, which of routes / service / repo / policy / presenter it has
 * and how many other source files. Exits 1 listing every violation.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/imports.mjs';

const modulesDir = join(root, 'packages/server/src/modules');
const SHAPE = ['routes', 'service', 'repo', 'policy', 'presenter'];
const SQL = /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\s*\(|\bsql\s*(<[^>]*>)?\s*`/;
const FORBIDDEN = /new AppError\([^)]*,\s*403\b/;
const DIRECT_ROUTE = /\b(app|r|api|scope|instance)\s*\.\s*(get|post|put|patch|delete|route)\s*(<[^>]*>)?\s*\(/;

const problems = [];
const rows = [];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

for (const feature of readdirSync(modulesDir).sort()) {
  const dir = join(modulesDir, feature);
  if (!statSync(dir).isDirectory()) continue;
  const all = files(dir);
  const routeFiles = all.filter((f) => /(^|[/-])routes\.ts$/.test(f));
  for (const file of routeFiles) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${file.slice(root.length + 1)}:${i + 1}`;
      if (DIRECT_ROUTE.test(line) && !/websocket:\s*true/.test(lines.slice(i, i + 5).join(' ')))
        problems.push(`${where}: a route registered without its declaration (use route() from http/route.ts)`);
    });
  }
  const isRepo = (f) => /(^|[/-])repo\.ts$/.test(f);
  const isTestSupport = (f) => /\/test\/|test-factory\.ts$/.test(f);
  for (const file of all) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const where = `${file.slice(root.length + 1)}:${i + 1}`;
        if (FORBIDDEN.test(line) && !file.endsWith('/policy.ts'))
          problems.push(`${where}: a 403 outside the module's policy.ts (authorize there)`);
        if (SQL.test(line) && !isRepo(file) && !isTestSupport(file))
          problems.push(`${where}: a query outside a repo (move it to the module's repo)`);
      });
  }
  const has = Object.fromEntries(SHAPE.map((part) => [part, existsSync(join(dir, `${part}.ts`))]));
  has.repo ||= all.some(isRepo);
  has.routes ||= routeFiles.length > 0;
  const shaped = new Set([...SHAPE.map((p) => join(dir, `${p}.ts`)), ...routeFiles, ...all.filter(isRepo)]);
  rows.push({ feature, ...has, other: all.filter((f) => !shaped.has(f)).length });
}

if (process.argv.includes('--report')) {
  const mark = (b) => (b ? 'x' : '.');
  console.log(`module           ${SHAPE.map((p) => p.padEnd(9)).join(' ')} other`);
  for (const r of rows) console.log(`${r.feature.padEnd(16)} ${SHAPE.map((p) => mark(r[p]).padEnd(9)).join(' ')} ${r.other}`);
  const count = (p) => rows.filter((r) => r[p]).length;
  console.log(`${rows.length} modules: ${SHAPE.map((p) => `${count(p)} ${p}`).join(', ')}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} module-shape problem(s)`);
  process.exit(1);
}
console.log(`module shape: ${rows.length} server modules, every query in a repo, every route from a declaration, every 403 from a policy`);
