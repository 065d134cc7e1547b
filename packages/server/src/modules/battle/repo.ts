/**
 * SQL of battles: the stored battle with its two seats, ratings and records, the history, the
 * player profile a room starts from and the learners' words a room asks.
 */
import type { Lang } from '@qfl/core';
import { type Insertable, sql } from 'kysely';
import type { BattlesTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import type { Band } from './questions.js';

export interface NewSeat {
  seat: number;
  user_id: number | null;
  nickname: string;
  bot: number;
  level: number;
  score: number;
  correct: number;
  outcome: 'win' | 'loss' | 'draw';
  forfeited: number;
  rating_before: number;
  rating_after: number;
  points: number;
  missed: string;
}

export interface RatingRow {
  rating: number;
  games: number;
}

export const battleRepo = {
  /** Inserts the battle unless its room was stored already; its id, or null on a repeat. */
  async insertBattle(db: Executor, b: Omit<Insertable<BattlesTable>, 'id'>): Promise<number | null> {
    const row = await db
      .insertInto('battles')
      .values(b)
      .onConflict((oc) => oc.column('room_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? row.id : null;
  },

  async insertSeats(db: Executor, battleId: number, seats: NewSeat[]): Promise<void> {
    await db
      .insertInto('battle_players')
      .values(seats.map((s) => ({ ...s, battle_id: battleId })))
      .execute();
  },

  /** The user and their rating in the language (none before the first battle), in one round trip. */
  async profile(db: Executor, userId: number, lang: Lang) {
    return db
      .selectFrom('users as u')
      .leftJoin('battle_ratings as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.lang', '=', lang))
      .select(['u.nickname', 'u.native_lang', 'u.ui_lang', 'u.time_zone', 'r.rating', 'r.games'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  },

  /** Due and weak words of the learners (memory), within the band's built-in word books: `perUser` each, in one query. */
  async memoryWords(db: Executor, userIds: number[], band: Band, perUser: number, now: number): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await sql<{ entry_id: number }>`
    select entry_id from (
      select c.entry_id, c.user_id, row_number() over (partition by c.user_id order by c.due) as rn
      from memory_cards c
      join dict_entries e on e.id = c.entry_id
      where c.user_id in (${sql.join(userIds)}) and c.entry_id is not null and c.reps > 0 and e.lang = ${band.lang}
        and e.retired_at is null and (c.due <= ${now} or c.lapses > 0)
        and exists (select 1 from book_items i join books b on b.id = i.book_id
          where i.entry_id = c.entry_id and b.builtin = 1 and b.type = 'word' and b.level between ${band.levelFrom} and ${band.levelTo})
    ) t
    where rn <= ${perUser}
    order by user_id, rn`.execute(db);
    return rows.rows.map((r) => Number(r.entry_id));
  },

  async rating(db: Executor, userId: number, lang: string): Promise<RatingRow | undefined> {
    return db
      .selectFrom('battle_ratings')
      .select(['rating', 'games'])
      .where('user_id', '=', userId)
      .where('lang', '=', lang)
      .executeTakeFirst();
  },

  async saveRating(
    db: Executor,
    userId: number,
    lang: string,
    rating: number,
    outcome: 'win' | 'loss' | 'draw',
    now: number,
  ): Promise<void> {
    const w = outcome === 'win' ? 1 : 0;
    const l = outcome === 'loss' ? 1 : 0;
    const d = outcome === 'draw' ? 1 : 0;
    await db
      .insertInto('battle_ratings')
      .values({ user_id: userId, lang, rating, games: 1, wins: w, losses: l, draws: d, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'lang']).doUpdateSet((eb) => ({
          rating,
          games: eb('battle_ratings.games', '+', 1),
          wins: eb('battle_ratings.wins', '+', w),
          losses: eb('battle_ratings.losses', '+', l),
          draws: eb('battle_ratings.draws', '+', d),
          updated_at: now,
        })),
      )
      .execute();
  },

  async records(db: Executor, userId: number) {
    return db
      .selectFrom('battle_ratings')
      .select(['lang', 'rating', 'wins', 'losses', 'draws'])
      .where('user_id', '=', userId)
      .orderBy('lang')
      .execute();
  },

  /** The learner's battles, newest first, with the opponent's seat. */
  async history(db: Executor, userId: number, limit: number) {
    return db
      .selectFrom('battle_players as me')
      .innerJoin('battles as b', 'b.id', 'me.battle_id')
      .innerJoin('battle_players as op', (j) => j.onRef('op.battle_id', '=', 'me.battle_id').onRef('op.seat', '!=', 'me.seat'))
      .select([
        'b.id',
        'b.lang',
        'b.ended_at',
        'me.score as my_score',
        'me.outcome',
        'me.rating_before',
        'me.rating_after',
        'op.score as op_score',
        'op.nickname as op_nickname',
        'op.bot as op_bot',
        'op.level as op_level',
        'op.rating_before as op_rating',
      ])
      .where('me.user_id', '=', userId)
      .orderBy('b.ended_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(limit)
      .execute();
  },
};
