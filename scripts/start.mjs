#!/usr/bin/env node
// `npm start`: builds what is missing or stale (built-in content, the web app, the server), then serves
// web + API from one process on PORT (default 3000) with SQLite under var/ unless DATABASE_URL is set.
// The build step uses dev tools (tsx, Vite, esbuild); the running server is plain JavaScript on node
// (packages/server/dist), needing only production dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from '../packages/server/node-args.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// 1. Built-in content: the compact built form is committed; rebuild only when missing or stale.
const stale = spawnSync(process.execPath, ['--import', 'tsx', 'packages/content/src/stale.ts'], { cwd: root, encoding: 'utf8' });
if (stale.status === 0 && stale.stdout.trim() === 'stale') {
  console.log('[start] built-in content is missing or stale: building it');
  run('npm', ['run', 'content:build']);
}

const server = await import('../packages/server/build.mjs');
const { newestMtime } = server;

// 2. The web app: rebuild when its sources (or core) are newer than the build.
const dist = join(root, 'packages/web/dist/index.html');
const sources = Math.max(
  newestMtime(join(root, 'packages/web/src')),
  newestMtime(join(root, 'packages/web/index.html')),
  newestMtime(join(root, 'packages/web/vite.config.ts')),
  newestMtime(join(root, 'packages/core/src')),
);
if (!existsSync(dist) || statSync(dist).mtimeMs < sources || process.env.FORCE_WEB_BUILD === '1') {
  console.log('[start] building the web app');
  run('npm', ['run', 'build', '-w', '@qfl/web']);
}

// 3. The server: bundled to JavaScript when its sources (or core's) are newer than the build.
if (server.isStale() || process.env.FORCE_SERVER_BUILD === '1') {
  console.log('[start] building the server');
  await server.buildServer();
}

// 4. Serve. Signals are passed on so a supervisor's SIGTERM reaches the server's graceful shutdown
// instead of leaving it orphaned.
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'packages/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
