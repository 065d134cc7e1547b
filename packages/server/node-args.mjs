/**
 * Node's options for the server process, shared by `npm start` (scripts/start.mjs) and the tests'
 * and benchmarks' server (e2e/server.ts), so that both run it the same way.
 *
 * `--max-semi-space-size=4`: V8's young generation on the request thread at 8 MB instead of its
 * default 32 MB (two 16 MB semi-spaces), which an idle server kept committed once any burst of
 * work had grown it. The request thread allocates mostly short-lived request objects; scavenges
 * of a smaller young generation are more frequent and each shorter. Measured with the upload
 * benchmark (packages/server/src/modules/upload/README.md). Worker threads set their own limits.
 *
 * `--expose-gc`: lets the server collect its request thread's garbage before a large upload's
 * preview (src/collect-garbage.ts); nothing else calls it, and without it that step is skipped.
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--max-semi-space-size=4', '--expose-gc'];
