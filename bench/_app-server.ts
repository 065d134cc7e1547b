/**
 * The app's server for the socket benchmarks (battle, chat), run as `npm start` runs it: the built
 * packages/server/dist/main.js (built here when a source is newer) with the server's node options
 * (`--expose-gc` among them), plus bench/_server-ipc.mjs for the `mem` probe and a graceful `stop`.
 * BENCH_CPU_PROF=dir profiles it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, isStale } from '../packages/server/build.mjs';
import { SERVER_NODE_ARGS } from '../packages/server/node-args.mjs';
import { freePort } from './_free-port.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const cpuProfArgs = () => (process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);

export async function startAppServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  if (isStale()) await buildServer({ quiet: true });
  const port = await freePort();
  const child = fork(resolve(root, 'packages/server/dist/main.js'), [], {
    cwd: root,
    execArgv: [...SERVER_NODE_ARGS, '--import', pathToFileURL(resolve(root, 'bench/_server-ipc.mjs')).href, ...cpuProfArgs()],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before listening`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url };
}
