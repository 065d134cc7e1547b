export * from './hangul.js';
export * from './ipa.js';
export * from './kana.js';
export * from './multi.js';
export * from './questions.js';
