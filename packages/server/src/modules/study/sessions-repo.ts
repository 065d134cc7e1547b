/** SQL of practice sessions: sessions, their items and answers. */
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { StudySessionItemsTable, StudySessionsTable } from '../../db/schema.js';
import type { DraftItem } from './items.js';

export type SessionRow = Selectable<StudySessionsTable>;
export type ItemRow = Selectable<StudySessionItemsTable>;

export const sessionsRepo = {
  async insert(
    db: Executor,
    s: {
      user_id: number;
      kind: string;
      source: string;
      book_id: number | null;
      group_no: number | null;
      day_key: string | null;
      reward: number;
      created_at: number;
    },
    items: DraftItem[],
  ): Promise<number> {
    const row = await db.insertInto('study_sessions').values(s).returning('id').executeTakeFirstOrThrow();
    const id = row.id;
    const values = items.map((it, position) => ({
      session_id: id,
      position,
      kind: it.kind,
      entry_id: it.entryId,
      item_id: it.itemId,
      card_key: it.cardKey,
      prompt: it.prompt,
      choices: it.choices ? JSON.stringify(it.choices) : null,
      tokens: it.tokens ? JSON.stringify(it.tokens) : null,
      expected: it.expected,
      lang: it.lang,
    }));
    for (let i = 0; i < values.length; i += 200)
      await db
        .insertInto('study_session_items')
        .values(values.slice(i, i + 200))
        .execute();
    return id;
  },

  async byId(db: Executor, id: number): Promise<SessionRow | undefined> {
    return (await db.selectFrom('study_sessions').selectAll().where('id', '=', id).executeTakeFirst()) as SessionRow | undefined;
  },

  /** The session row locked for this answer on PostgreSQL (SQLite runs one writer at a time). */
  async forUpdate(db: Executor, id: number, pg: boolean): Promise<SessionRow | undefined> {
    let q = db.selectFrom('study_sessions').selectAll().where('id', '=', id);
    if (pg) q = q.forUpdate();
    return (await q.executeTakeFirst()) as SessionRow | undefined;
  },

  async items(db: Executor, sessionId: number): Promise<ItemRow[]> {
    return (await db
      .selectFrom('study_session_items')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .execute()) as ItemRow[];
  },

  async item(db: Executor, sessionId: number, itemId: number): Promise<ItemRow | undefined> {
    return (await db
      .selectFrom('study_session_items')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('id', '=', itemId)
      .executeTakeFirst()) as ItemRow | undefined;
  },

  async answerByRequest(db: Executor, userId: number, requestId: string): Promise<{ result: string; session_id: number } | undefined> {
    return db
      .selectFrom('study_answers')
      .select(['result', 'session_id'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  },

  async answers(db: Executor, sessionId: number) {
    return db
      .selectFrom('study_answers')
      .select(['item_id', 'answer', 'correct', 'ms', 'created_at'])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
  },

  /** An unfinished session of the same book group, started in the last day: resumed instead of a new one. */
  async openGroupSession(
    db: Executor,
    userId: number,
    kind: string,
    bookId: number | null,
    group: number | null,
    since: number,
  ): Promise<number | undefined> {
    let q = db
      .selectFrom('study_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('completed_at', 'is', null)
      .where('created_at', '>=', since);
    q = bookId === null ? q.where('book_id', 'is', null) : q.where('book_id', '=', bookId);
    q = group === null ? q.where('group_no', 'is', null) : q.where('group_no', '=', group);
    const row = await q.orderBy('id', 'desc').executeTakeFirst();
    return row?.id;
  },
};
