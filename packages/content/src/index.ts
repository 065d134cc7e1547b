/** Public surface of @qfl/content: built-content types, the builder version and the staleness check. */
export * from './types.js';
export { BUILDER_VERSION, GROUP_SIZE } from './version.js';
export { DEFAULT_DATA_DIR, isContentStale, readManifest } from './stale.js';
