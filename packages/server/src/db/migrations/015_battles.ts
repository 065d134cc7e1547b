/**
 * Live vocabulary battles (issue 12):
 * - battles: one row per battle that was played (started), written when it ends — its room id
 *   (unique: a battle is stored once), language, level, kind (quick, invite, bot) and why it ended.
 * - battle_players: both seats of a battle (a bot has no user), each with its score, right
 *   answers, outcome, forfeit flag, rating before/after, points awarded and the words it missed.
 * - battle_ratings: the Elo rating and the record per (learner, learning language).
 * Missed words keep their entry ids as plain numbers (shown as they were; ids are never reused).
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const id = (t: ReturnType<AnyDb['schema']['createTable']>) =>
    t.addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await id(db.schema.createTable('battles'))
    .addColumn('room_id', 'text', (c) => c.notNull().unique())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('questions', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('battle_players'))
    .addColumn('battle_id', 'bigint', (c) => c.notNull().references('battles.id').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('forfeited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_before', 'integer', (c) => c.notNull())
    .addColumn('rating_after', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('missed', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('battle_players_seat').on('battle_players').columns(['battle_id', 'seat']).unique().execute();
  await db.schema.createIndex('battle_players_user').on('battle_players').columns(['user_id', 'battle_id']).execute();

  await db.schema
    .createTable('battle_ratings')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('battle_ratings_pk', ['user_id', 'lang'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('battle_ratings').execute();
  await db.schema.dropTable('battle_players').execute();
  await db.schema.dropTable('battles').execute();
}
