export * from './sequence.js';
export * from './timeline.js';
