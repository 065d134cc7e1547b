/**
 * The dictionary's services, created once by buildApp and decorated as `app.dict` so any module
 * (books, the study loop, uploads) can search, read entries or read the credits without
 * building its own: the search keeps its prepared statements and bounded caches for the life
 * of the app, and is closed with it.
 */
import type { FastifyInstance } from 'fastify';
import { creditsReader } from './credits.js';
import { DictSearch } from './search.js';
import { kyselySearchStore, sqliteSearchStore } from './search-store.js';

export interface DictServices {
  search: DictSearch;
  credits: ReturnType<typeof creditsReader>;
}

export function createDictServices(app: FastifyInstance): DictServices {
  const { config, dialect, db } = app;
  // A file database gets its own read-only connection with prepared statements; one in memory
  // is only reachable through the app's own connection.
  const sqliteFile = dialect === 'sqlite' && config.SQLITE_PATH !== ':memory:';
  const search = new DictSearch(sqliteFile ? sqliteSearchStore(config.SQLITE_PATH) : kyselySearchStore(db, dialect));
  app.addHook('onClose', async () => search.close());
  return { search, credits: creditsReader(config.CONTENT_DIR) };
}
