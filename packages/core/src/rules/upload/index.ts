/** Pure parsing rules of "upload your own dictionary", shared by the web (instant preview) and the server. */
export { duplicateKey, emptyItem } from './collect.js';
export * from './form.js';
export * from './lang-code.js';
export * from './split-article.js';
export * from './split-list.js';
export * from './table.js';
export * from './text-items.js';
export * from './types.js';
