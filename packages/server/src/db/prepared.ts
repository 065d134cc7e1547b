/**
 * Hot-path queries built and compiled once per dialect. Building and compiling a Kysely query
 * costs ~15-20 µs, more than SQLite takes to run a lookup by primary key; the queries every
 * signed-in request runs (token → user) skip it. The query is built with marker values in place
 * of the parameters; each call binds the real values in their places (constants stay as built).
 * On an SQLite file, a call on the app's own `db` (not a transaction) reads through the read-only
 * connection of db/sqlite-reader.ts.
 */
import { CompiledQuery, type Compilable } from 'kysely';
import type { Executor } from './executor.js';
import { readerOf } from './sqlite-reader.js';

interface Template {
  sql: string;
  /** A number: the call argument at that index; an object: a constant of the built query. */
  slots: (number | { value: unknown })[];
}

const marker = (i: number) => `\u0000qfl-param-${i}\u0000`;

export function preparedQuery<P extends unknown[], O>(build: (db: Executor, ...params: P) => Compilable<O>, arity: P['length']) {
  const templates = new Map<string, Template>();
  return async (db: Executor, ...params: P): Promise<O | undefined> => {
    const dialect = db.getExecutor().adapter.constructor.name;
    let template = templates.get(dialect);
    if (!template) {
      const markers = Array.from({ length: arity }, (_, i) => marker(i)) as P;
      const compiled = build(db, ...markers).compile();
      template = {
        sql: compiled.sql,
        slots: compiled.parameters.map((p) => {
          const at = markers.indexOf(p);
          return at >= 0 ? at : { value: p };
        }),
      };
      templates.set(dialect, template);
    }
    const values = template.slots.map((s) => (typeof s === 'number' ? params[s] : s.value));
    const reader = readerOf(db);
    if (reader) return reader.first(template.sql, values) as O | undefined;
    const result = await db.executeQuery<O>(CompiledQuery.raw(template.sql, values));
    return result.rows[0];
  };
}
