/** Public surface of @qfl/core: pure shared rules, constants and API schemas. No I/O. */
export * from './constants.js';
export * from './rules/day.js';
export * from './rules/format-count.js';
export * from './rules/lang.js';
export * from './rules/nav-bar.js';
export * from './rules/random-id.js';
export * from './rules/server-message.js';
export * from './rules/text-length.js';
export * from './rules/throttle.js';
export * from './rules/validators.js';
export * from './rules/week-range.js';
export * from './schemas/content.js';
export * from './schemas/dict.js';
export * from './schemas/envelope.js';
export * from './schemas/health.js';
export * from './schemas/user.js';
export * from './rules/content-keys.js';
