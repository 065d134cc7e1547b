/**
 * Bundle budget check, run after `vite build`: the gzipped JavaScript of two cold loads.
 *   - the login page: the entry chunk, its boot stages (main.tsx, build/paint-first.ts), the login
 *     page chunk and every chunk they import;
 *   - the study tab (where a signed-in user lands): the entry plus the signed-in shell, the
 *     tab layout and the study page, with everything they import, and zh's `main` strings (the
 *     entry carries only the public pages' strings; the study tab waits for `main`).
 * Prints both figures and exits non-zero when either is over its budget.
 * Usage: node scripts/login-size.mjs [distDir] [loginBudgetKB=170] [studyBudgetKB=192]
 * The study tab's budget holds zh's `main` strings, which carry the study features' texts (progress,
 * recall, tasks, study settings): 192 KB leaves them about 1 KB over what they measure now.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');
const budgets = { login: Number(process.argv[3] ?? 170), study: Number(process.argv[4] ?? 192) };
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The module entry: a <script type="module"> tag, or the paint-first loader's list (build/paint-first.ts).
const entry = (/<script type="module"[^>]*src="\.\/([^"]+)"/.exec(html) ?? /"entry":"\.\/([^"]+)"/.exec(html))?.[1];
if (!entry) throw new Error('no entry script in index.html');
// The boot stages main.tsx imports one after another, which the paint-first loader preloads.
const stages = JSON.parse(/"stages":(\[[^\]]*\])/.exec(html)?.[1] ?? '[]').map((href) => href.replace(/^\.\//, ''));

const read = (file) => readFileSync(join(dist, file), 'utf8');
const rel = (from, spec) => join(dirname(from), spec).replace(/\\/g, '/');

const staticImports = (file) =>
  [...read(file).matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => rel(file, m[1]));

/** A lazy chunk named `<name>-<hash>.js` and what Vite preloads with it (`__vite__mapDeps` lists them). */
const lazyChunks = (file, name) => {
  const code = read(file);
  const m = new RegExp(
    `import\\(["'\`](\\.{1,2}/[^"'\`]*/?${name}-[^"'\`/]*\\.js)["'\`]\\)(?:,__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`,
  ).exec(code);
  if (!m) return null;
  const table = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(code);
  const deps = table ? JSON.parse(table[1]) : [];
  const preloaded = m[2] ? m[2].split(',').map((i) => deps[Number(i)]) : [];
  return [m[1], ...preloaded].filter((f) => f.endsWith('.js')).map((f) => rel(file, f));
};

/** Every JS file a cold load of the entry plus the named lazy chunks fetches. */
function coldLoad(names) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of staticImports(file)) visit(dep);
  };
  visit(entry);
  for (const stage of stages) visit(stage);
  for (const name of names) {
    const chunks = [...seen].map((file) => lazyChunks(file, name)).find(Boolean);
    if (!chunks) throw new Error(`lazy chunk ${name} not found`);
    for (const file of chunks) visit(file);
  }
  return [...seen].sort();
}

const gz = new Map();
const gzSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

function report(label, files, budgetKB, baseline = new Set()) {
  let total = 0;
  console.log(`\n${label}:`);
  for (const file of files) {
    total += gzSize(file);
    console.log(`${kb(gzSize(file))}  ${file}${baseline.has(file) ? '' : baseline.size ? '  (+)' : ''}`);
  }
  const ok = total <= budgetKB * 1024;
  console.log(`${kb(total)}  total gzipped JS for ${label} (budget ${budgetKB} KB) ${ok ? 'ok' : 'OVER BUDGET'}`);
  return { total, ok };
}

const loginFiles = coldLoad(['LoginPage']);
const studyFiles = coldLoad(['AuthedShell', 'TabLayout', 'StudyPage', 'zh-main']);
const login = report('the login page', loginFiles, budgets.login);
const study = report('the study tab', studyFiles, budgets.study, new Set(loginFiles));
console.log(
  `\nlogin page ${(login.total / 1024).toFixed(1)} KB / ${budgets.login} KB, study tab ${(study.total / 1024).toFixed(1)} KB / ${budgets.study} KB (gzip)`,
);
process.exitCode = login.ok && study.ok ? 0 : 1;
