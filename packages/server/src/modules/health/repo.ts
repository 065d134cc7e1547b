/** The database's side of the health check. */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

export const healthRepo = {
  /** One round trip that touches no table: answers when the database does. */
  ping: (db: Executor) => sql`select 1`.execute(db),
};
