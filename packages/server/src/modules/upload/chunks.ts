/**
 * The size of a stored chunk of upload items, shared by the worker that encodes them
 * (parse-task.ts) and the request thread that stores and applies them (store.ts) — in a module of
 * its own so that importing it does not bring the file readers onto the request thread.
 * 500, not 2,000: a chunk's insert is synchronous on the request thread (better-sqlite3), and one
 * of 2,000 lines (~0.9 MB) held it for 60-80 ms on a loaded machine, /api/health's p99 with it.
 */
export const CHUNK_LINES = 500;
