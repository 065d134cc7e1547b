/**
 * The size of a stored chunk of upload items, shared by the worker that encodes them
 * (parse-task.ts) and the request thread that stores and applies them (store.ts) — in a module of
 * its own so that importing it does not bring the file readers onto the request thread.
 */
export const CHUNK_LINES = 2_000;
