/**
 * Numbers a learner can trust:
 * - memory_cards.learned_at: the first successful review of a card ("learned" is a card with one),
 *   filled from the review logs of existing cards;
 * - study_settings: the learner day's rollover hour (0-23, 4 by default), the review mode of today's
 *   reviews (`choice` or `recall`), and the last fit of the FSRS weights with its evaluation
 *   (reviews used, log loss and RMSE(bins) of the weights before and after) and the number of logs
 *   at the last attempt (a fit waits for enough new reviews);
 * - word_evidence: what tests showed about words the learner has no card for (known or not, from
 *   which test, when): the vocabulary size and the "already known?" offer read it; it makes no card.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const real = 'double precision';
  await db.schema.alterTable('memory_cards').addColumn('learned_at', 'bigint').execute();
  await sql`update memory_cards set learned_at = (
    select min(l.reviewed_at) from review_logs l where l.card_id = memory_cards.id and l.rating > 1)`.execute(db);
  await db.schema.createIndex('memory_cards_user_learned').on('memory_cards').columns(['user_id', 'learned_at']).execute();

  await db.schema
    .alterTable('study_settings')
    .addColumn('day_rollover_hour', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();
  await db.schema
    .alterTable('study_settings')
    .addColumn('review_mode', 'text', (c) => c.notNull().defaultTo('choice'))
    .execute();
  await db.schema.alterTable('study_settings').addColumn('fit_reviews', 'integer').execute();
  await db.schema.alterTable('study_settings').addColumn('fit_log_loss_before', real).execute();
  await db.schema.alterTable('study_settings').addColumn('fit_log_loss_after', real).execute();
  await db.schema.alterTable('study_settings').addColumn('fit_rmse_before', real).execute();
  await db.schema.alterTable('study_settings').addColumn('fit_rmse_after', real).execute();
  await db.schema
    .alterTable('study_settings')
    .addColumn('fit_attempt_logs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('word_evidence')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('dict_entries.id').onDelete('cascade'))
    .addColumn('known', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('word_evidence_pk', ['user_id', 'entry_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('word_evidence').execute();
  for (const c of [
    'fit_attempt_logs',
    'fit_rmse_after',
    'fit_rmse_before',
    'fit_log_loss_after',
    'fit_log_loss_before',
    'fit_reviews',
    'review_mode',
    'day_rollover_hour',
  ])
    await db.schema.alterTable('study_settings').dropColumn(c).execute();
  await db.schema.dropIndex('memory_cards_user_learned').execute();
  await db.schema.alterTable('memory_cards').dropColumn('learned_at').execute();
}
