/** SQL of the player: settings, playlists with their items and positions, listening reports. */
import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ListeningLogsTable } from '../../db/schema.js';

export interface PlaylistRow {
  id: number;
  user_id: number;
  kind: string;
  book_id: number | null;
  groups: string | null;
  source_key: string;
  lang: string;
  position_index: number | null;
  position_loop: number;
  position_key: string | null;
  position_at: number | null;
  updated_at: number;
  /** Items now (an item whose book item was deleted has gone with it). */
  total: number;
}

export interface PlayerItemRow {
  position: number;
  entry_id: number | null;
  item_id: number | null;
  sentence: number;
  text: string;
  lang: string;
}

const PLAYLIST_COLUMNS = [
  'p.id',
  'p.user_id',
  'p.kind',
  'p.book_id',
  'p.groups',
  'p.source_key',
  'p.lang',
  'p.position_index',
  'p.position_loop',
  'p.position_key',
  'p.position_at',
  'p.updated_at',
] as const;

/** A playlist as selected, with its item count (a COUNT subquery). */
function toPlaylist({ total, ...row }: Omit<PlaylistRow, 'total'> & { total: number | null }): PlaylistRow {
  return { ...row, total: Number(total ?? 0) };
}

/** Rows per insert: far below both databases' parameter limits. */
const CHUNK = 200;

export const playerRepo = {
  async settings(db: Executor, userId: number): Promise<string | null> {
    const row = await db.selectFrom('player_settings').select('settings').where('user_id', '=', userId).executeTakeFirst();
    return row?.settings ?? null;
  },

  async saveSettings(db: Executor, userId: number, settings: string, now: number): Promise<void> {
    await db
      .insertInto('player_settings')
      .values({ user_id: userId, settings, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings, updated_at: now }))
      .execute();
  },

  /** The playlist with its current item count, whoever owns it (the policy decides). */
  async playlist(db: Executor, id: number): Promise<PlaylistRow | undefined> {
    const row = await db
      .selectFrom('playlists as p')
      .select(PLAYLIST_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('player_items as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.playlist_id', '=', 'p.id')
          .as('total'),
      )
      .where('p.id', '=', id)
      .executeTakeFirst();
    return row ? toPlaylist(row) : undefined;
  },

  /** The learner's playlists, most recently used first. */
  async list(db: Executor, userId: number, limit: number): Promise<PlaylistRow[]> {
    const rows = await db
      .selectFrom('playlists as p')
      .select(PLAYLIST_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('player_items as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.playlist_id', '=', 'p.id')
          .as('total'),
      )
      .where('p.user_id', '=', userId)
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toPlaylist);
  },

  /**
   * The playlist of (user, source), created or updated in place (the unique index on the source
   * makes two concurrent creations one row); returns its id.
   */
  async upsert(
    db: Executor,
    row: { user_id: number; kind: string; book_id: number | null; groups: string | null; source_key: string; lang: string; total: number },
    now: number,
  ): Promise<number> {
    const r = await db
      .insertInto('playlists')
      .values({ ...row, position_loop: 0, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'source_key']).doUpdateSet({ lang: row.lang, total: row.total, updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  async items(db: Executor, playlistId: number): Promise<PlayerItemRow[]> {
    const rows = await db
      .selectFrom('player_items')
      .select(['position', 'entry_id', 'item_id', 'sentence', 'text', 'lang'])
      .where('playlist_id', '=', playlistId)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({
      position: r.position,
      entry_id: r.entry_id,
      item_id: r.item_id,
      sentence: r.sentence,
      text: r.text,
      lang: r.lang,
    }));
  },

  async replaceItems(db: Executor, playlistId: number, items: Omit<PlayerItemRow, 'position'>[]): Promise<void> {
    await db.deleteFrom('player_items').where('playlist_id', '=', playlistId).execute();
    for (let i = 0; i < items.length; i += CHUNK) {
      await db
        .insertInto('player_items')
        .values(items.slice(i, i + CHUNK).map((it, k) => ({ ...it, playlist_id: playlistId, position: i + k })))
        .execute();
    }
  },

  async savePosition(db: Executor, playlistId: number, p: { index: number | null; loop: number; key: string | null }, now: number) {
    await db
      .updateTable('playlists')
      .set({ position_index: p.index, position_loop: p.loop, position_key: p.key, position_at: now, updated_at: now })
      .where('id', '=', playlistId)
      .execute();
  },

  async remove(db: Executor, playlistId: number): Promise<void> {
    await db.deleteFrom('playlists').where('id', '=', playlistId).execute();
  },

  /** The card of the item at a playlist's position, if any. */
  async itemAt(db: Executor, playlistId: number, position: number) {
    return db
      .selectFrom('player_items')
      .select(['entry_id', 'item_id', 'sentence'])
      .where('playlist_id', '=', playlistId)
      .where('position', '=', position)
      .executeTakeFirst();
  },

  /** The cards of a playlist's items (entry, item, sentence), in no particular order. */
  async itemCards(db: Executor, playlistId: number) {
    return db.selectFrom('player_items').select(['entry_id', 'item_id', 'sentence']).where('playlist_id', '=', playlistId).execute();
  },

  /** A book's titles (JSON), or undefined when the book is unknown. */
  async bookTitles(db: Executor, bookId: number): Promise<string | undefined> {
    const row = await db.selectFrom('books').select('titles').where('id', '=', bookId).executeTakeFirst();
    return row?.titles;
  },

  /**
   * A book's live items in book order, at most `limit`; of some groups only when `groups` is given
   * (the numbers the book detail shows: `groups[].index` is `group_no`, counted from 1).
   */
  async bookItems(db: Executor, bookId: number, groups: number[] | null, limit: number) {
    let q = db
      .selectFrom('book_items')
      .select(['id', 'entry_id', 'text', 'translation'])
      .where('book_id', '=', bookId)
      .where('retired_at', 'is', null);
    if (groups) q = q.where('group_no', 'in', groups);
    return q.orderBy('position').limit(limit).execute();
  },

  /** Text and translation of book items by id (any number of ids per call: the caller chunks). */
  async itemTexts(db: Executor, itemIds: number[]) {
    return db.selectFrom('book_items').select(['id', 'text', 'translation']).where('id', 'in', itemIds).execute();
  },

  /** Listening seconds of the learner's local day. */
  async listeningSeconds(db: Executor, userId: number, day: string): Promise<number> {
    const row = await db
      .selectFrom('listening_logs')
      .select((eb) => eb.fn.sum<number>('seconds').as('s'))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return Number(row?.s ?? 0);
  },

  /** Stores a listening report; false when the learner's report of that request id is already stored. */
  async insertListeningLog(db: Executor, row: Insertable<ListeningLogsTable>): Promise<boolean> {
    const inserted = await db
      .insertInto('listening_logs')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** The day of the learner's stored report of a request id (which must exist). */
  async listeningLogDay(db: Executor, userId: number, requestId: string): Promise<string> {
    const stored = await db
      .selectFrom('listening_logs')
      .select('day')
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    return stored.day;
  },

  /** One more hearing of a card. */
  async addExposure(db: Executor, userId: number, cardKey: string, now: number): Promise<void> {
    await db
      .insertInto('listening_exposures')
      .values({ user_id: userId, card_key: cardKey, heard: 1, last_heard_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'card_key']).doUpdateSet({ heard: sql`listening_exposures.heard + 1`, last_heard_at: now }),
      )
      .execute();
  },

  /** Adds `ms` to the study calendar's minutes of the learner's day (its reviews left as they are). */
  async addStudyMs(db: Executor, userId: number, day: string, ms: number): Promise<void> {
    await db
      .insertInto('study_days')
      .values({ user_id: userId, day, reviews: 0, ms, first_reviews: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ ms: sql`study_days.ms + ${ms}` }))
      .execute();
  },
};
