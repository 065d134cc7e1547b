#!/usr/bin/env node
/**
 * Gate: import cycles.
 * - Server feature modules (packages/server/src/modules/<feature>/**): an edge A → B when a file of
 *   A imports a file of B. An edge that lies on a cycle of that graph must be in ALLOWED_CYCLE_EDGES
 *   below, so the cycles of today pass and any new one fails; an allowed edge that no longer lies on
 *   a cycle fails too, until its line is removed (the list only shrinks).
 * - Files anywhere in packages/<name>/src: no cycle at all (module evaluation order would decide
 *   which of the files sees the other's exports still uninitialized).
 *   ALLOWED_FILE_CYCLE_EDGES lists the file edges of today's cycles, with the same rule.
 * Type-only imports (`import type`, `export type`) are erased by the compiler and do not count (a
 * value import used only as a type does: Biome's useImportType asks for `import type` there).
 * A dynamic `import()` counts between modules (a dependency) but not between files: it runs after
 * both files have loaded. Tests and test helpers do not count between modules (they may drive
 * several), and modules/index.ts is the app's wiring of the modules, not a module.
 * Exits 1 naming the cycles; `--list` also prints every edge on a cycle with its imports.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { importsOf, isDevFile, isRelative, packageOf, rel, root, sourceFiles, workspaces } from './lib/imports.mjs';

/**
 * Module edges allowed on a cycle (`from -> to`), with what they import: none. Break a new cycle
 * by passing a hook or an event from modules/index.ts (the way `studyRoutes({ afterAnswer })`
 * settles tasks) rather than adding a line here.
 */
const ALLOWED_CYCLE_EDGES = [];

/** File edges allowed on a cycle (paths from the repository root), as for modules: none. */
const ALLOWED_FILE_CYCLE_EDGES = [];

const MODULES = 'packages/server/src/modules/';
const TS_EXT = ['.ts', '.tsx'];

/** The file a specifier names, or null (a package outside the workspaces, a missing file). */
function resolveSpec(from, spec, packages) {
  if (isRelative(spec)) {
    const base = resolve(dirname(from), spec);
    const stem = base.replace(/\.(?:[cm]?js|jsx)$/, '');
    const candidates = [base, ...TS_EXT.map((e) => stem + e), ...TS_EXT.map((e) => join(base, `index${e}`))];
    return candidates.find((c) => sourceSet.has(c)) ?? null;
  }
  const pkg = packages.get(packageOf(spec));
  if (!pkg) return null;
  const sub = spec === pkg.name ? '.' : `.${spec.slice(pkg.name.length)}`;
  const exp = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? { '.': pkg.main });
  const target = exp?.[sub];
  return typeof target === 'string' ? resolve(pkg.dir, target) : null;
}

const packages = new Map();
const files = [];
for (const ws of workspaces()) {
  packages.set(ws.pkg.name, { name: ws.pkg.name, dir: ws.dir, exports: ws.pkg.exports, main: ws.pkg.main });
  const src = join(ws.dir, 'src');
  if (existsSync(src)) files.push(...sourceFiles(src));
}
const sourceSet = new Set(files);

/** file → file it loads statically → the import; module → module → the imports that make the edge. */
const fileEdges = new Map();
const moduleEdges = new Map();
const moduleOf = (file) => {
  const m = new RegExp(`^${MODULES}([^/]+)/`).exec(rel(file));
  return m ? m[1] : null;
};

for (const file of files) {
  const out = new Map();
  for (const { spec, line, typeOnly, dynamic } of importsOf(file)) {
    if (typeOnly) continue;
    const target = resolveSpec(file, spec, packages);
    if (!target || !sourceSet.has(target)) continue;
    if (!dynamic && !out.has(target)) out.set(target, `${rel(file)}:${line} imports ${spec}`);
    const [a, b] = [moduleOf(file), moduleOf(target)];
    if (a && b && a !== b && !isDevFile(file)) {
      if (!moduleEdges.has(a)) moduleEdges.set(a, new Map());
      const sites = moduleEdges.get(a);
      if (!sites.has(b)) sites.set(b, []);
      sites.get(b).push(`${rel(file)}:${line} imports ${spec}`);
    }
  }
  fileEdges.set(file, out);
}

/** Strongly connected components (Tarjan): the sets of nodes that reach each other. */
function components(nodes, next) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || next(v).includes(v)) out.push(scc);
    }
  };
  for (const v of nodes) if (!idx.has(v)) visit(v);
  return out;
}

/** A shortest path from `from` to `to` inside `within` (breadth first), as a list of nodes. */
function path(from, to, next, within) {
  const prev = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of next(v)) {
      if (within.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  if (!prev.has(to)) return null;
  const out = [];
  for (let v = to; v !== null; v = prev.get(v)) out.unshift(v);
  return out;
}

const problems = [];

/**
 * The edges of `nodes` that lie on a cycle, each with one shortest cycle through it: an edge
 * a → b is on a cycle exactly when a and b are in the same strongly connected component.
 */
function edgesOnCycles(nodes, next, name) {
  const out = new Map();
  for (const scc of components(nodes, next)) {
    const set = new Set(scc);
    for (const a of scc) {
      for (const b of next(a)) {
        if (set.has(b)) out.set(`${name(a)} -> ${name(b)}`, [a, ...path(b, a, next, set)].map(name));
      }
    }
  }
  return out;
}

/** Every edge on a cycle must be allowed; an allowed edge no longer on one must leave the list. */
function ratchet(kind, found, allowedList, where, sites) {
  const allowed = new Set(allowedList);
  for (const [edge, cycle] of [...found].sort()) {
    if (!allowed.has(edge)) problems.push(`new ${kind} cycle ${cycle.join(' → ')}: ${edge} (${sites(edge)})`);
  }
  for (const edge of allowedList) {
    if (!found.has(edge)) problems.push(`'${edge}' is on no ${kind} cycle any more: delete it from ${where} in scripts/check-cycles.mjs`);
  }
}

// A resolver that found nothing would pass every check: refuse that instead.
if (moduleEdges.size === 0)
  problems.push('no import between server modules was resolved: the resolver in scripts/check-cycles.mjs is broken');

const fileNext = (f) => [...(fileEdges.get(f)?.keys() ?? [])];
const fileCycles = edgesOnCycles(files, fileNext, rel);
const fileSite = (edge) => {
  const [a, b] = edge.split(' -> ');
  return fileEdges.get(resolve(root, a)).get(resolve(root, b));
};
ratchet('file', fileCycles, ALLOWED_FILE_CYCLE_EDGES, 'ALLOWED_FILE_CYCLE_EDGES', fileSite);

const moduleNext = (m) => [...(moduleEdges.get(m)?.keys() ?? [])];
const moduleSites = (edge) => {
  const [a, b] = edge.split(' -> ');
  return moduleEdges.get(a).get(b);
};
const moduleCycles = edgesOnCycles([...moduleEdges.keys()], moduleNext, (m) => m);
ratchet('module', moduleCycles, ALLOWED_CYCLE_EDGES, 'ALLOWED_CYCLE_EDGES', (edge) => moduleSites(edge)[0]);

if (process.argv.includes('--list')) {
  console.log(`module edges on a cycle (${moduleCycles.size}):`);
  for (const edge of [...moduleCycles.keys()].sort()) console.log(`  ${edge}\n    ${moduleSites(edge).join('\n    ')}`);
  console.log(`file edges on a cycle (${fileCycles.size}):`);
  for (const edge of [...fileCycles.keys()].sort()) console.log(`  ${edge}`);
}
if (problems.length) {
  console.error(`Import cycles (scripts/check-cycles.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const knots = (found) => new Set([...found.keys()].flatMap((e) => e.split(' -> '))).size;
const modules = new Set(files.map(moduleOf).filter(Boolean)).size;
console.log(
  `import cycles ok: ${files.length} files, ${modules} server modules; only the allowed cycles ` +
    `(${moduleCycles.size} module edges through ${knots(moduleCycles)} modules, ${fileCycles.size} file edges)`,
);
