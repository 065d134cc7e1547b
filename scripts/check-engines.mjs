#!/usr/bin/env node
/**
 * Gate: the Node range in the root package.json is true for what is installed. Every installed
 * package (nested ones too) whose `engines.node` rejects the lowest Node the range allows, or the
 * Node running this check, is listed and the check fails. Packages without `engines.node` pass.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import semver from 'semver';
import { root } from './lib/imports.mjs';
import { installedPackages } from './lib/installed.mjs';

const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node;
if (!range || !semver.validRange(range)) {
  console.error(`package.json engines.node is missing or not a semver range: ${range}`);
  process.exit(1);
}
const lowest = semver.minVersion(range).version;
const running = process.versions.node;
const versions = [...new Set([lowest, running])];
if (!semver.satisfies(running, range)) {
  console.error(`The running Node ${running} is outside package.json engines.node "${range}"`);
  process.exit(1);
}

const problems = [];
let count = 0;
for (const { dir, pkg } of installedPackages()) {
  count++;
  const wants = pkg.engines?.node;
  if (typeof wants !== 'string' || wants.trim() === '') continue;
  const rejected = versions.filter((v) => !semver.satisfies(v, wants, { includePrerelease: true, loose: true }));
  if (rejected.length) {
    problems.push(`${pkg.name}@${pkg.version} (${relative(root, dir)}) wants node "${wants}": rejects ${rejected.join(', ')}`);
  }
}

if (problems.length) {
  console.error(`engines: ${problems.length} installed package(s) do not run on Node ${versions.join(' and ')} (engines.node "${range}"):`);
  console.error(`  ${problems.sort().join('\n  ')}`);
  console.error('Pin a version that supports them (package.json "overrides") or raise engines.node.');
  process.exit(1);
}
console.log(`engines ok: ${count} installed packages accept Node ${versions.join(' and ')} (engines.node "${range}")`);
