/**
 * Direct rows in the e2e server's SQLite database for what another feature's pages would make
 * (a friendship, a week of study): the run's server keeps its database in var/e2e/main.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { root } from './server.js';

/** `server`: the name given to startServer (its folder under var/e2e); the global server is 'main'. */
function newestDatabase(server: string): string {
  const dir = join(root, 'var/e2e', server);
  const files = readdirSync(dir)
    .filter((f) => /^app-\d+\.db$/.test(f))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no e2e database in var/e2e/${server}`);
  return files[0];
}

function withDb<T>(work: (db: Database.Database) => T, server = 'main'): T {
  const db = new Database(newestDatabase(server));
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export function makeFriends(a: number, b: number): void {
  withDb((db) => {
    const insert = db.prepare('insert into friendships (user_id, friend_id, created_at) values (?, ?, ?)');
    insert.run(a, b, Date.now());
    insert.run(b, a, Date.now());
  });
}

export function studiedToday(userId: number, day: string, words: number, minutes: number, server = 'main'): void {
  withDb(
    (db) =>
      db
        .prepare('insert into study_days (user_id, day, reviews, ms, first_reviews) values (?, ?, ?, ?, ?)')
        .run(userId, day, words * 2, minutes * 60_000, words),
    server,
  );
}

/** Moves a mentor code's expiry into the past (a week has gone by). */
export function expireMentorCode(code: string, expiresAt = Date.now() - 60_000): void {
  withDb((db) => db.prepare('update mentor_links set expires_at = ? where code = ?').run(expiresAt, code));
}
