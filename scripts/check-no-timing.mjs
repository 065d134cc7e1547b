#!/usr/bin/env node
/**
 * Gate: no test asserts a timing. Wall-clock budgets in tests fail on a busy machine and pass on
 * a fast one; speed is measured by the benchmarks under bench/ instead. Fails when a test file
 * (*.test.ts[x], *.e2e.ts) compares a clock difference with toBeLessThan / toBeGreaterThan (and
 * the OrEqual forms): a difference of `performance.now()`, `Date.now()` or `process.hrtime`, or a
 * variable computed from one. Comparing a timestamp with now (expiry) is not a timing and passes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rel, root } from './lib/imports.mjs';

const TEST_FILE = /\.(?:test|e2e)\.[cm]?[jt]sx?$/;
const CLOCK = /\b(?:performance\.now|Date\.now|process\.hrtime(?:\.bigint)?)\s*\(|\bnew\s+Date\s*\(\s*\)\s*\.getTime\s*\(/;
const MATCHER = /\bexpect\s*\(/g;
const COMPARE = /^\s*(?:\.\s*not)?\s*\.\s*(toBeLessThan|toBeLessThanOrEqual|toBeGreaterThan|toBeGreaterThanOrEqual)\s*\(/;

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') || name === 'node_modules' || name === 'dist' || name === 'data') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else if (TEST_FILE.test(name)) out.push(path);
  }
  return out;
}

/** The text inside the parentheses that open at `open` (the index of '('), and the index after ')'. */
function group(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return { inner: code.slice(open + 1, i), end: i + 1 };
  }
  return { inner: code.slice(open + 1), end: code.length };
}

function timingAssertions(raw) {
  const code = raw.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|\s)\/\/[^\n]*/g, '$1');
  // Variables that hold a clock reading or something computed from one, to a fixed point.
  const clockVars = new Set();
  const durationVars = new Set();
  const assignments = [...code.matchAll(/\b([A-Za-z_$][\w$]*)\s*=(?!=)\s*([^;\n]+)/g)].map((m) => ({ name: m[1], rhs: m[2] }));
  const mentionsClock = (text) => CLOCK.test(text) || [...clockVars].some((v) => new RegExp(`\\b${v.replace('$', '\\$')}\\b`).test(text));
  const isDuration = (text) =>
    (mentionsClock(text) && /[^-]-[^-=>]/.test(text)) ||
    [...durationVars].some((v) => new RegExp(`(^|[^\\w$.])${v.replace('$', '\\$')}\\b`).test(text));
  for (let changed = true; changed; ) {
    changed = false;
    for (const { name, rhs } of assignments) {
      if (!clockVars.has(name) && mentionsClock(rhs)) {
        clockVars.add(name);
        changed = true;
      }
      if (!durationVars.has(name) && isDuration(rhs)) {
        durationVars.add(name);
        changed = true;
      }
    }
  }
  const found = [];
  for (const m of code.matchAll(MATCHER)) {
    const actual = group(code, m.index + m[0].length - 1);
    const compare = COMPARE.exec(code.slice(actual.end));
    if (!compare) continue;
    const expected = group(code, actual.end + compare[0].length - 1);
    if (isDuration(actual.inner) || isDuration(expected.inner)) {
      found.push({ line: code.slice(0, m.index).split('\n').length, text: `expect(${actual.inner.trim()}).${compare[1]}(…)` });
    }
  }
  return found;
}

const problems = [];
const scanned = [...files(join(root, 'packages')), ...files(join(root, 'e2e'))];
for (const file of scanned) {
  for (const { line, text } of timingAssertions(readFileSync(file, 'utf8'))) problems.push(`${rel(file)}:${line}: ${text}`);
}
if (problems.length) {
  console.error(`Tests assert timings (move them to a benchmark under bench/):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`no timing assertions in ${scanned.length} test files`);
