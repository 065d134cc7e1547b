/**
 * Buffers handed over whole: an uploaded file is received into one buffer of its own (form.ts),
 * usually a little larger than the file (sized by the request's Content-Length), and the pool
 * moves that buffer to the worker with the file's view on it instead of copying the view out
 * first (which would hold the file twice on the request thread). Only buffers marked here are
 * moved as they are; any other view on a larger buffer is still copied (pool.ts ownBuffer).
 */
const owned = new WeakSet<ArrayBufferLike>();

/** Marks `bytes.buffer` as the caller's alone, to be moved (detached) by the pool. */
export function giveAway(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  owned.add(bytes.buffer);
  return bytes;
}

export const isGivenAway = (buffer: ArrayBufferLike): buffer is ArrayBuffer => owned.has(buffer) && buffer instanceof ArrayBuffer;
