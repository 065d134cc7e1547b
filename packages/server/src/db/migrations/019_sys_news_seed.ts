/**
 * The first system news items (issue 13), in the five UI languages: a welcome, how battles work
 * and how friends and privacy work. Each is keyed by its `kind`, so running this again inserts
 * nothing twice.
 */
import type { Kysely } from 'kysely';
import { SEED_NEWS } from '../../modules/news/seed.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const now = Date.now();
  for (const [i, item] of SEED_NEWS.entries()) {
    const exists = await db.selectFrom('sys_news').select('id').where('kind', '=', item.kind).executeTakeFirst();
    if (exists) continue;
    // Oldest first, so the welcome is the first item and the newest is shown on top.
    const at = now + i;
    await db
      .insertInto('sys_news')
      .values({
        kind: item.kind,
        titles: JSON.stringify(item.titles),
        bodies: JSON.stringify(item.bodies),
        published_at: at,
        created_at: at,
      })
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .deleteFrom('sys_news')
    .where(
      'kind',
      'in',
      SEED_NEWS.map((n) => n.kind),
    )
    .execute();
}
