/**
 * What both children of kill.test.ts start from: the database they are given (argv: sqlite path
 * or PostgreSQL URL), a new user, ITEMS pasted words (`w<i>@@词<i>`, argv) and an upload form.
 */
import type { Database } from '../../../db/database.js';
import { openDatabase } from '../../../db/database.js';
import type { StoredForm } from '../store.js';

export async function killChild(
  phone: string,
  form: Pick<StoredForm, 'visibility' | 'mode'>,
): Promise<{ target: string; pg: boolean; database: Database; userId: number; list: string; form: StoredForm; now: number }> {
  const [target, itemsArg] = process.argv.slice(2) as [string, string];
  const pg = target.startsWith('postgres');
  const database = openDatabase(pg ? { databaseUrl: target, sqlitePath: ':memory:' } : { sqlitePath: target });
  const now = Date.now();
  const user = await database.db
    .insertInto('users')
    .values({ phone, password_hash: null, nickname: 'kill', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const list = Array.from({ length: Number(itemsArg) }, (_, i) => `w${i}@@词${i}`).join('\n');
  return {
    target,
    pg,
    database,
    userId: Number(user.id),
    list,
    form: { lang: 'en', level: 3, type: 'word', nativeTitle: 'Kill', titles: {}, description: '', nativeLang: 'zh', ...form },
    now,
  };
}
