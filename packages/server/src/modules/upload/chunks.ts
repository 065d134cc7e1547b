/**
 * The size of a chunk of upload items, shared by the worker that encodes them (parse-task.ts) and
 * the request thread that writes them into the draft book (preview.ts) — in a module of its own so
 * that importing it does not bring the file readers onto the request thread.
 * Each chunk is one commit on SQLite; what held the request thread 60-100 ms per chunk was the WAL
 * checkpoint after the commit (its fsyncs), whatever the chunk's size (500 lines took as long as
 * 2,000), so chunks stay large and the checkpoints rare (db/database.ts).
 */
export const CHUNK_LINES = 2_000;
