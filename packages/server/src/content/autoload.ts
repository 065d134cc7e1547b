/** Loads the built-in content at start when the database does not hold the current build yet. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export async function loadBuiltinContent(app: FastifyInstance): Promise<void> {
  const dataDir = app.config.CONTENT_DIR;
  if (!existsSync(join(dataDir, 'manifest.json'))) {
    app.log.warn({ dataDir }, 'no built content found: run npm run content:build');
    return;
  }
  const { loadContent } = await import('./loader.js');
  const result = await loadContent(app.db, { dataDir, log: (msg) => app.log.info(msg) });
  app.log.info(result, result.loaded ? 'built-in content loaded' : 'built-in content already current');
}
