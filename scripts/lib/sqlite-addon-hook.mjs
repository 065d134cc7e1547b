/**
 * Loaded with `node --import` (through NODE_OPTIONS, so Vitest's workers load it too) by
 * scripts/test-node24.mjs: better-sqlite3's native addon is taken from QFL_SQLITE_ADDON, a build for
 * this Node, instead of node_modules/better-sqlite3/build, which stays the Node 20 build. So the
 * Node 24 suites can run while Node 20 processes (the e2e server, its tests) use the same tree.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const addon = process.env.QFL_SQLITE_ADDON;
if (addon) {
  const url = pathToFileURL(addon).href;
  registerHooks({
    resolve(specifier, context, next) {
      const found = next(specifier, context);
      return found.url.endsWith('/node_modules/better-sqlite3/build/Release/better_sqlite3.node') ? { ...found, url } : found;
    },
  });
}
