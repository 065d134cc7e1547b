/**
 * Bundle budget check: the JavaScript the login page loads (the entry chunk, the login page
 * chunk and every chunk they import statically), gzipped. Run after `vite build`.
 * Usage: node scripts/login-size.mjs [distDir] [budgetKB]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');
const budget = Number(process.argv[3] ?? 170) * 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\.\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in index.html');

const read = (file) => readFileSync(join(dist, file), 'utf8');
const rel = (from, spec) => join(dirname(from), spec).replace(/\\/g, '/');

const staticImports = (file) =>
  [...read(file).matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => rel(file, m[1]));

/** The login chunk and what Vite preloads with it (`__vite__mapDeps` lists them). */
const loginChunks = (file) => {
  const code = read(file);
  const m = /import\(["'`](\.{1,2}\/[^"'`]*LoginPage-[^"'`]*\.js)["'`]\),__vite__mapDeps\(\[([\d,]*)\]\)/.exec(code);
  if (!m) return null;
  const table = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(code);
  const deps = table ? JSON.parse(table[1]) : [];
  const preloaded = m[2] ? m[2].split(',').map((i) => deps[Number(i)]) : [];
  return [m[1], ...preloaded].filter((f) => f.endsWith('.js')).map((f) => rel(file, f));
};

const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  for (const dep of staticImports(file)) visit(dep);
};
visit(entry);
const login = [...seen].map(loginChunks).find(Boolean);
if (!login) throw new Error('login page chunk not found');
for (const file of login) visit(file);

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for the login page (budget ${budget / 1024} KB)`);
process.exitCode = total < budget ? 0 : 1;
