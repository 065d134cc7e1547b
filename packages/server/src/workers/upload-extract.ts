/**
 * The upload extraction worker (piscina task module, see modules/upload/extract/pool.ts): reads
 * an uploaded txt/csv/xlsx/xls/docx/doc file in its own thread, under a heap limit and a time
 * limit, so a slow or hostile file never blocks or bloats the server's event loop. The task
 * itself lives with its module; this file only gives the build its entry point.
 */
export { default } from '../modules/upload/extract/worker.js';
