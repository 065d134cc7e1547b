export * from './compare.js';
export * from './diff.js';
export * from './pinyin.js';
