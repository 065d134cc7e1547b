/**
 * Preloaded (`--import`) into the built server (packages/server/dist/main.js) that bench/battle.ts
 * and bench/chat.ts drive, so it runs as `npm start` runs it: answers `mem` over IPC with its
 * memory after a full garbage collection (needs --expose-gc) and stops gracefully on `stop`.
 */
process.on('message', (m) => {
  if (m?.type === 'mem') {
    globalThis.gc?.();
    globalThis.gc?.();
    const u = process.memoryUsage();
    process.send?.({ type: 'mem', rss: u.rss, heapUsed: u.heapUsed, external: u.external, arrayBuffers: u.arrayBuffers });
  }
  if (m?.type === 'stop') process.kill(process.pid, 'SIGTERM');
});
// The IPC channel must not keep the server alive once it has closed.
process.channel?.unref();
