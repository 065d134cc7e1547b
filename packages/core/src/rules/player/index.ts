export * from './sequence.js';
export * from './timeline.js';
export * from './spoken-meaning.js';
