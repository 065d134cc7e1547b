/** SQL of the memory: cards, review logs, word evidence and study settings. */
import type { MemoryCard } from '@qfl/core';
import { type Insertable, sql, type Updateable, type Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type {
  MemoryCardsTable,
  MemoryRequestsTable,
  ReviewLogsTable,
  StudyDaysTable,
  StudySettingsTable,
  WordEvidenceTable,
} from '../../db/schema.js';

export type CardRow = Selectable<MemoryCardsTable>;

export const cardKey = {
  entry: (entryId: number) => `e:${entryId}`,
  item: (itemId: number) => `i:${itemId}`,
};

export function rowToCard(r: CardRow): MemoryCard {
  return {
    state: r.state,
    due: r.due,
    stability: r.stability,
    difficulty: r.difficulty,
    elapsedDays: r.elapsed_days,
    scheduledDays: r.scheduled_days,
    learningSteps: r.learning_steps,
    reps: r.reps,
    lapses: r.lapses,
    lastReview: r.last_review,
  };
}

export function cardToColumns(c: MemoryCard) {
  return {
    state: c.state,
    due: c.due,
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    last_review: c.lastReview,
  };
}

/** What the scheduler reads of a learner: study settings (null without a row) and time zone. */
const SETTINGS_WITH_ZONE = [
  'u.time_zone',
  's.desired_retention',
  's.daily_new',
  's.active_book_id',
  's.weights',
  's.day_rollover_hour',
  's.review_mode',
] as const;

export const memoryRepo = {
  /** The learner's weakest words (most lapses, then lowest stability): the daily test, a mentor's view. */
  async weakestWords(db: Executor, userId: number, limit: number) {
    const rows = await db
      .selectFrom('memory_cards as c')
      .innerJoin('dict_entries as e', 'e.id', 'c.entry_id')
      .select(['e.id', 'e.headword', 'e.lang', 'c.card_key', 'c.lapses', 'c.reps', 'c.stability'])
      .where('c.user_id', '=', userId)
      .where('c.reps', '>', 0)
      .where('c.card_key', 'like', 'e:%')
      .orderBy('c.lapses', 'desc')
      .orderBy('c.stability')
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      entryId: r.id,
      headword: r.headword,
      lang: r.lang,
      cardKey: r.card_key,
      lapses: r.lapses,
      reps: r.reps,
      stability: r.stability,
    }));
  },

  /** The card row, locked for this transaction on PostgreSQL (SQLite runs one writer at a time). */
  async cardForUpdate(db: Executor, userId: number, key: string, pg: boolean): Promise<CardRow | undefined> {
    let q = db.selectFrom('memory_cards').selectAll().where('user_id', '=', userId).where('card_key', '=', key);
    if (pg) q = q.forUpdate();
    return (await q.executeTakeFirst()) as CardRow | undefined;
  },

  async cardsByEntries(db: Executor, userId: number, entryIds: number[]): Promise<CardRow[]> {
    if (entryIds.length === 0) return [];
    return (await db
      .selectFrom('memory_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('card_key', 'in', entryIds.map(cardKey.entry))
      .execute()) as CardRow[];
  },

  async cardsByKeys(db: Executor, userId: number, keys: string[]): Promise<CardRow[]> {
    if (keys.length === 0) return [];
    return (await db
      .selectFrom('memory_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('card_key', 'in', keys)
      .execute()) as CardRow[];
  },

  /** Inserts never-reviewed cards; a card the user has under the same key already is left as it is. */
  async insertCardsIfAbsent(db: Executor, rows: Omit<CardRow, 'id'> | Omit<CardRow, 'id'>[]): Promise<void> {
    await db
      .insertInto('memory_cards')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'card_key']).doNothing())
      .execute();
  },

  /** The cards of any of the users under any of the keys, in id order, locked for this transaction on PostgreSQL. */
  async cardsForUpdate(db: Executor, userIds: number[], keys: string[], pg: boolean): Promise<CardRow[]> {
    let q = db.selectFrom('memory_cards').selectAll().where('user_id', 'in', userIds).where('card_key', 'in', keys).orderBy('id');
    if (pg) q = q.forUpdate();
    return (await q.execute()) as CardRow[];
  },

  async insertCard(db: Executor, row: Omit<CardRow, 'id'>): Promise<number> {
    const r = await db.insertInto('memory_cards').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },

  async updateCard(db: Executor, id: number, card: MemoryCard, learnedAt: number | null): Promise<void> {
    await db
      .updateTable('memory_cards')
      .set({ ...cardToColumns(card), learned_at: learnedAt })
      .where('id', '=', id)
      .execute();
  },

  /** The stored answer of a (namespaced) request id: its review log's, or its evidence request's. */
  async resultByRequest(db: Executor, userId: number, requestId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('review_logs')
      .select('result')
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .unionAll((eb) => eb.selectFrom('memory_requests').select('result').where('user_id', '=', userId).where('request_id', '=', requestId))
      .executeTakeFirst();
    return row?.result;
  },

  /** The (user, request id) pairs among these that a review log or an evidence request already holds. */
  async seenRequests(db: Executor, userIds: number[], requestIds: string[]) {
    return db
      .selectFrom('review_logs')
      .select(['user_id', 'request_id'])
      .where('user_id', 'in', userIds)
      .where('request_id', 'in', requestIds)
      .unionAll((eb) =>
        eb
          .selectFrom('memory_requests')
          .select(['user_id', 'request_id'])
          .where('user_id', 'in', userIds)
          .where('request_id', 'in', requestIds),
      )
      .execute();
  },

  /** The last logged look-up of a card (an Again from `source`), or null. */
  async lastLookup(db: Executor, cardId: number, source: string): Promise<number | null> {
    const row = await db
      .selectFrom('review_logs')
      .select('reviewed_at')
      .where('card_id', '=', cardId)
      .where('source', '=', source)
      .where('rating', '=', 1)
      .orderBy('reviewed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? row.reviewed_at : null;
  },

  /** The last logged look-up (an Again) of each of these cards per source. */
  async lastLookups(db: Executor, cardIds: number[]) {
    return db
      .selectFrom('review_logs')
      .select(['card_id', 'source'])
      .select((eb) => eb.fn.max('reviewed_at').as('at'))
      .where('card_id', 'in', cardIds)
      .where('rating', '=', 1)
      .groupBy(['card_id', 'source'])
      .execute();
  },

  /** What tests showed about words without a card: the latest answer replaces the earlier. */
  async upsertEvidence(db: Executor, rows: Insertable<WordEvidenceTable> | Insertable<WordEvidenceTable>[]): Promise<void> {
    if (Array.isArray(rows) && rows.length === 0) return;
    await db
      .insertInto('word_evidence')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'entry_id']).doUpdateSet((eb) => ({
          known: eb.ref('excluded.known'),
          source: eb.ref('excluded.source'),
          at: eb.ref('excluded.at'),
        })),
      )
      .execute();
  },

  /** Rewrites the memory columns (and `learned_at`) of cards that exist, by id, in one statement. */
  async writeCards(db: Executor, rows: CardRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('memory_cards')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          state: eb.ref('excluded.state'),
          due: eb.ref('excluded.due'),
          stability: eb.ref('excluded.stability'),
          difficulty: eb.ref('excluded.difficulty'),
          elapsed_days: eb.ref('excluded.elapsed_days'),
          scheduled_days: eb.ref('excluded.scheduled_days'),
          learning_steps: eb.ref('excluded.learning_steps'),
          reps: eb.ref('excluded.reps'),
          lapses: eb.ref('excluded.lapses'),
          last_review: eb.ref('excluded.last_review'),
          learned_at: eb.ref('excluded.learned_at'),
        })),
      )
      .execute();
  },

  /** The outcome of an answer that reviewed no card, for replays of its request id. */
  async insertRequest(db: Executor, row: Insertable<MemoryRequestsTable>): Promise<void> {
    await db.insertInto('memory_requests').values(row).execute();
  },

  async insertRequests(db: Executor, rows: Insertable<MemoryRequestsTable>[]): Promise<void> {
    await db.insertInto('memory_requests').values(rows).execute();
  },

  async insertLog(db: Executor, row: Insertable<ReviewLogsTable>): Promise<void> {
    await db.insertInto('review_logs').values(row).execute();
  },

  async insertLogs(db: Executor, rows: Insertable<ReviewLogsTable>[]): Promise<void> {
    await db.insertInto('review_logs').values(rows).execute();
  },

  async addStudyDay(db: Executor, userId: number, day: string, ms: number, firstReview: number): Promise<void> {
    await db
      .insertInto('study_days')
      .values({ user_id: userId, day, reviews: 1, ms, first_reviews: firstReview })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({
          reviews: eb('study_days.reviews', '+', 1),
          ms: eb('study_days.ms', '+', ms),
          first_reviews: eb('study_days.first_reviews', '+', firstReview),
        })),
      )
      .execute();
  },

  /** Adds several (user, day) totals to the study days, each row's counts onto the stored ones. */
  async addStudyDays(db: Executor, rows: Insertable<StudyDaysTable>[]): Promise<void> {
    await db
      .insertInto('study_days')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({
          reviews: eb('study_days.reviews', '+', eb.ref('excluded.reviews')),
          ms: eb('study_days.ms', '+', eb.ref('excluded.ms')),
          first_reviews: eb('study_days.first_reviews', '+', eb.ref('excluded.first_reviews')),
        })),
      )
      .execute();
  },

  async entryExists(db: Executor, entryId: number): Promise<boolean> {
    return (await db.selectFrom('dict_entries').select('id').where('id', '=', entryId).executeTakeFirst()) !== undefined;
  },

  async settings(db: Executor, userId: number) {
    return db.selectFrom('study_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** The study settings the scheduler reads, with the user's time zone (settings null without a row). */
  async settingsWithZone(db: Executor, userId: number) {
    return db
      .selectFrom('users as u')
      .leftJoin('study_settings as s', 's.user_id', 'u.id')
      .select(SETTINGS_WITH_ZONE)
      .where('u.id', '=', userId)
      .executeTakeFirst();
  },

  /** `settingsWithZone` of several users at once, each row with its user's id. */
  async settingsWithZoneOf(db: Executor, userIds: number[]) {
    return db
      .selectFrom('users as u')
      .leftJoin('study_settings as s', 's.user_id', 'u.id')
      .select(['u.id', ...SETTINGS_WITH_ZONE])
      .where('u.id', 'in', userIds)
      .execute();
  },

  async saveSettings(
    db: Executor,
    userId: number,
    patch: Omit<Updateable<StudySettingsTable>, 'user_id' | 'updated_at'>,
    defaults: { desired_retention: number; daily_new: number },
    now: number,
  ): Promise<void> {
    await db
      .insertInto('study_settings')
      .values({ user_id: userId, ...defaults, ...patch, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: now }))
      .execute();
  },

  async logCount(db: Executor, userId: number): Promise<number> {
    const r = await db
      .selectFrom('review_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** Every review of a user in card, time order (for fitting FSRS weights). */
  async logsForFit(db: Executor, userId: number) {
    return db
      .selectFrom('review_logs')
      .select(['card_id', 'rating', 'reviewed_at'])
      .where('user_id', '=', userId)
      .orderBy('card_id')
      .orderBy('reviewed_at')
      .orderBy('id')
      .execute();
  },

  /** Users with enough logs whose weights are older than a day (or never fitted). */
  async usersToFit(db: Executor, minLogs: number, fittedBefore: number, limit: number): Promise<number[]> {
    const rows = await sql<{ user_id: number }>`
      select l.user_id from review_logs l
      left join study_settings s on s.user_id = l.user_id
      where s.fitted_at is null or s.fitted_at < ${fittedBefore}
      group by l.user_id having count(*) >= ${minLogs}
      limit ${limit}`.execute(db);
    return rows.rows.map((r) => Number(r.user_id));
  },
};
