/**
 * The upload extraction worker (piscina task module, see modules/upload/extract/pool.ts): reads
 * an uploaded txt/csv/xlsx/xls/docx/doc file in its own thread, under a heap limit and a time
 * limit, so a slow or hostile file never blocks or bloats the server's event loop. The task
 * itself lives with its module; this file only gives the build its entry points: `default`
 * (extraction only), `parse` (extraction plus core's rules, ../modules/upload/parse-task.ts) and
 * `checkpoint` (the WAL copied into the SQLite file after a large preview,
 * ../modules/upload/checkpoint-task.ts).
 */
export { default } from '../modules/upload/extract/worker.js';
export { default as parse } from '../modules/upload/parse-task.js';
export { default as checkpoint } from '../modules/upload/checkpoint-task.js';
