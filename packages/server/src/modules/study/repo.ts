/**
 * SQL of study outside practice sessions (sessions-repo.ts) and progress (progress-repo.ts): the
 * learner, books and their items, the words sessions are built from, today's counts, the words'
 * cards and flags, a book's groups and known shares, and the words a test showed known.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { bookPolicy } from '../books/policy.js';
import { BOOK_COLUMNS } from '../books/repo.js';
import { knownSql, learnedSql } from './progress-repo.js';

/** The card key of a book's item, as SQL over `i` (book_items): by item for sentences, by entry for words. */
const itemKey = (type: string) => (type === 'sentence' ? sql`'i:' || i.id` : sql`'e:' || i.entry_id`);

export const studyRepo = {
  /** The learner's languages and level. */
  async learner(db: Executor, userId: number) {
    return db.selectFrom('users').select(['native_lang', 'learning_lang', 'level']).where('id', '=', userId).executeTakeFirst();
  },

  /** A book with the columns it is presented and checked with, retired or not. */
  async book(db: Executor, bookId: number) {
    return db
      .selectFrom('books')
      .select([...BOOK_COLUMNS, 'retired_at'])
      .where('id', '=', bookId)
      .executeTakeFirst();
  },

  /** Live items of a book (one group, or all), in book order. */
  async bookItems(db: Executor, bookId: number, group: number | undefined, limit: number, offset: number) {
    let q = db
      .selectFrom('book_items')
      .select(['id', 'entry_id', 'text', 'translation'])
      .where('book_id', '=', bookId)
      .where('retired_at', 'is', null);
    if (group !== undefined) q = q.where('group_no', '=', group);
    return q.orderBy('position').limit(limit).offset(offset).execute();
  },

  /**
   * Live public word books of a level in a language that the actor may view (up to five), by id:
   * the level quiz and the daily test of a learner with too few cards.
   */
  async levelWordBooks(db: Executor, actor: Actor, lang: string, level: number): Promise<{ id: number }[]> {
    return db
      .selectFrom('books')
      .select(['id'])
      .where('lang', '=', lang)
      .where('level', '=', level)
      .where('type', '=', 'word')
      .where(bookPolicy.visibleWhere(actor))
      .where('retired_at', 'is', null)
      .orderBy('id')
      .limit(5)
      .execute();
  },

  /** The learner's points ledger row with this ref (a reward credited before). */
  async creditByRef(db: Executor, userId: number, ref: string): Promise<{ id: number } | undefined> {
    return db.selectFrom('points_ledger').select('id').where('user_id', '=', userId).where('ref', '=', ref).executeTakeFirst();
  },

  /** The amount credited to the learner under this ref. */
  async creditedAmount(db: Executor, userId: number, ref: string): Promise<{ amount: number } | undefined> {
    return db.selectFrom('points_ledger').select('amount').where('user_id', '=', userId).where('ref', '=', ref).executeTakeFirst();
  },

  /** The learner's daily tests of a day, newest first. */
  async dailyTests(db: Executor, userId: number, day: string): Promise<{ id: number; completed_at: number | null }[]> {
    return db
      .selectFrom('study_sessions')
      .select(['id', 'completed_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'daily-test')
      .where('day_key', '=', day)
      .orderBy('id', 'desc')
      .execute();
  },

  /**
   * Ids of the due cards, most forgotten first: elapsed time over stability orders them as
   * retrievability does. The order reads only the covering index (user_id, due, last_review,
   * stability). Every stored card has been reviewed (reps ≥ 1).
   */
  async dueCardIds(db: Executor, userId: number, now: number, limit: number): Promise<{ id: number }[]> {
    return db
      .selectFrom('memory_cards as c')
      .select(['c.id'])
      .where('c.user_id', '=', userId)
      .where('c.due', '<=', now)
      .orderBy(sql`(${now} - c.last_review) / (c.stability + 0.01)`, 'desc')
      .limit(limit)
      .execute();
  },

  /** Cards with the texts they remember: their book item (and its book) or their dictionary entry. */
  async cardTexts(db: Executor, ids: number[]) {
    return db
      .selectFrom('memory_cards as c')
      .leftJoin('book_items as i', 'i.id', 'c.item_id')
      .leftJoin('books as b', 'b.id', 'i.book_id')
      .leftJoin('dict_entries as e', 'e.id', 'c.entry_id')
      .select([
        'c.id',
        'c.entry_id',
        'c.item_id',
        'c.card_key',
        'i.text as item_text',
        'i.translation',
        'e.headword',
        'e.lang as entry_lang',
        'b.lang as book_lang',
        'b.type as book_type',
      ])
      .where('c.id', 'in', ids)
      .execute();
  },

  /** Entries of the learner's latest word cards (60), in one language or any. */
  async recentCardEntries(db: Executor, userId: number, lang: string | null): Promise<{ id: number; headword: string; lang: string }[]> {
    let q = db
      .selectFrom('memory_cards as c')
      .innerJoin('dict_entries as e', 'e.id', 'c.entry_id')
      .select(['e.id', 'e.headword', 'e.lang'])
      .where('c.user_id', '=', userId)
      .where('c.card_key', 'like', 'e:%');
    if (lang) q = q.where('e.lang', '=', lang);
    return q.orderBy('c.id', 'desc').limit(60).execute();
  },

  /** The 40 most frequent live entries of a language. */
  async commonEntries(db: Executor, lang: string): Promise<{ id: number; headword: string; lang: string }[]> {
    return db
      .selectFrom('dict_entries')
      .select(['id', 'headword', 'lang'])
      .where('lang', '=', lang)
      .where('freq_rank', 'is not', null)
      .where('retired_at', 'is', null)
      .orderBy('freq_rank')
      .limit(40)
      .execute();
  },

  /** A page of the learner's new-words book, latest added first. */
  async newWords(db: Executor, userId: number, limit: number, offset: number): Promise<{ id: number; headword: string; lang: string }[]> {
    return db
      .selectFrom('user_words as w')
      .innerJoin('dict_entries as e', 'e.id', 'w.entry_id')
      .select(['e.id', 'e.headword', 'e.lang'])
      .where('w.user_id', '=', userId)
      .where('w.in_new_words', '=', 1)
      .orderBy('w.added_at', 'desc')
      .orderBy('w.seq', 'desc')
      .orderBy('e.id')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /** How many words the learner's new-words book holds. */
  async newWordsCount(db: Executor, userId: number): Promise<number> {
    const r = await db
      .selectFrom('user_words')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('in_new_words', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** Which of these entries are in the learner's new-words book. */
  async newWordsFlags(db: Executor, userId: number, entryIds: number[]): Promise<{ entry_id: number }[]> {
    const rows = await sql<{
      entry_id: number;
    }>`select entry_id from user_words where user_id = ${userId} and in_new_words = 1 and entry_id in (${sql.join(entryIds)})`.execute(db);
    return rows.rows;
  },

  /** Dictionary entries by id, with what a word is shown with. */
  async entries(db: Executor, ids: number[]) {
    return db
      .selectFrom('dict_entries')
      .select(['id', 'lang', 'headword', 'reading', 'pron_a', 'pron_b', 'meanings', 'examples'])
      .where('id', 'in', ids)
      .execute();
  },

  /** States of the learner's reviewed cards of these keys. */
  async cardStates(db: Executor, userId: number, keys: string[]): Promise<{ card_key: string; state: number }[]> {
    return db
      .selectFrom('memory_cards')
      .select(['card_key', 'state'])
      .where('user_id', '=', userId)
      .where('reps', '>', 0)
      .where('card_key', 'in', keys)
      .execute();
  },

  /** Whether the learner has any memory card. */
  async hasCard(db: Executor, userId: number): Promise<boolean> {
    return (await db.selectFrom('memory_cards').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
  },

  /** The learner's reviewed cards due at `now`. */
  async dueCount(db: Executor, userId: number, now: number): Promise<number> {
    const r = await db
      .selectFrom('memory_cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('reps', '>', 0)
      .where('due', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** The learner's reviewed cards made in [start, end): the cards are made by the first review. */
  async cardsMadeBetween(db: Executor, userId: number, start: number, end: number): Promise<number> {
    const r = await db
      .selectFrom('memory_cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('reps', '>', 0)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /**
   * The first live items of the book in order that have no card yet (keys as words.ts keyOf: a
   * word without a dictionary entry, from an uploaded book, is remembered by its item).
   */
  async itemsWithoutCard(db: Executor, userId: number, book: { id: number; type: string }, limit: number) {
    const key =
      book.type === 'sentence' ? sql`'i:' || i.id` : sql`case when i.entry_id is null then 'i:' || i.id else 'e:' || i.entry_id end`;
    const rows = await sql<{ id: number; entry_id: number | null; text: string; translation: string | null }>`
      select i.id, i.entry_id, i.text, i.translation from book_items i
      where i.book_id = ${book.id} and i.retired_at is null
        and not exists (select 1 from memory_cards c where c.user_id = ${userId} and c.card_key = ${key})
      order by i.position limit ${limit}`.execute(db);
    return rows.rows;
  },

  /**
   * Per group of a book: its live items, how many have a reviewed card of the learner (started),
   * and how many of those are learned and known at `now` (the figures of progress-repo.ts).
   */
  async groupFigures(db: Executor, userId: number, book: { id: number; type: string }, now: number) {
    const rows = await sql<{ group_no: number; size: number; started: number; learned: number | null; known: number | null }>`
    select i.group_no, count(*) as size, count(c.id) as started,
      sum(case when c.id is not null and ${learnedSql()} then 1 else 0 end) as learned,
      sum(case when c.id is not null and ${knownSql(now)} then 1 else 0 end) as known
    from book_items i
    left join memory_cards c on c.user_id = ${userId} and c.card_key = ${itemKey(book.type)} and c.reps > 0
    where i.book_id = ${book.id} and i.retired_at is null
    group by i.group_no order by i.group_no`.execute(db);
    return rows.rows;
  },

  /** The groups of a book the learner completed. */
  async completedGroups(db: Executor, userId: number, bookId: number): Promise<{ group_no: number }[]> {
    return db.selectFrom('group_progress').select('group_no').where('user_id', '=', userId).where('book_id', '=', bookId).execute();
  },

  /** Live items known at `now` per book, by the learner's word cards (entry) and item cards (item). */
  async knownPerBook(db: Executor, userId: number, bookIds: number[], now: number) {
    const rows = await sql<{ book_id: number; n: number }>`
    select book_id, count(*) as n from (
      select i.book_id from memory_cards c join book_items i on i.entry_id = c.entry_id
      where c.user_id = ${userId} and c.card_key like 'e:%' and ${knownSql(now)} and i.retired_at is null and i.book_id in (${sql.join(bookIds)})
      union all
      select i.book_id from memory_cards c join book_items i on i.id = c.item_id
      where c.user_id = ${userId} and c.card_key like 'i:%' and ${knownSql(now)} and i.retired_at is null and i.book_id in (${sql.join(bookIds)})
    ) k group by book_id`.execute(db);
    return rows.rows;
  },

  /**
   * The book's words that a test showed the learner knows (word_evidence known = 1) and that have
   * no reviewed card, each at its first position, in book order.
   */
  async knownWithoutCard(db: Executor, userId: number, bookId: number) {
    const rows = await sql<{ entry_id: number; headword: string; pos: number }>`
    select i.entry_id, e.headword, min(i.position) as pos
    from book_items i
    join word_evidence w on w.user_id = ${userId} and w.entry_id = i.entry_id and w.known = 1
    join dict_entries e on e.id = i.entry_id
    left join memory_cards c on c.user_id = ${userId} and c.card_key = ${sql`'e:' || i.entry_id`} and c.reps > 0
    where i.book_id = ${bookId} and i.retired_at is null and i.entry_id is not null and c.id is null
    group by i.entry_id, e.headword
    order by pos, i.entry_id`.execute(db);
    return rows.rows;
  },
};
