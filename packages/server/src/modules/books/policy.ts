/**
 * Who may do what to a book — the one place that answers it, for routes (`can`) and for SQL
 * (`visibleWhere`, the same view rule as a filter).
 * - view: a public book once its translations are approved (or auto approved: built-in books and
 *   public simple-mode uploads) for everyone; any book for its owner; a public book waiting for
 *   (or refused by) review for admins, who must read it to review it. A private book is private,
 *   admins included.
 * - edit: the owner, never a built-in book.
 * - delete: the owner, never a built-in book; an admin may also delete a public uploaded book
 *   (moderation).
 * - share (in a chat): a book everyone may view (403 `chat.bookNotShareable` otherwise).
 * - review: admins review the translations of public uploaded books; only admins read the queue
 *   of books waiting for it.
 * A refused `view` is 404 `book.notFound` (a private book does not show it exists); a refused
 * edit, delete or review 403 `book.forbidden`. Other modules ask `can(actor, 'view', book)` and
 * answer with their own not-found message (`study.bookNotFound`, `reading.bookNotFound`).
 */
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePolicy, isAdmin, type PolicyActor } from '../../http/policy.js';

export type BookAction = 'view' | 'edit' | 'delete' | 'review' | 'share';
export type BookActor = PolicyActor;
export interface BookRef {
  status: string;
  review_status: string;
  owner_id: number | string | null;
  builtin: number;
}

/** Review states in which a public book is shown to everyone. */
export const VISIBLE_REVIEW = ['approved', 'auto_approved'] as const;

const owns = (actor: BookActor, book: BookRef) => actor !== null && book.owner_id !== null && Number(book.owner_id) === actor.id;
const published = (book: BookRef) => book.status === 'public' && (VISIBLE_REVIEW as readonly string[]).includes(book.review_status);

const forbidden = { key: 'book.forbidden', status: 403 } as const;

export const bookPolicy = {
  ...definePolicy<BookAction, BookRef>({
    view: {
      allow: (actor, book) => published(book) || owns(actor, book) || (isAdmin(actor) && book.status === 'public'),
      deny: { key: 'book.notFound', status: 404 },
    },
    edit: { allow: (actor, book) => !book.builtin && owns(actor, book), deny: forbidden },
    delete: {
      allow: (actor, book) => !book.builtin && (owns(actor, book) || (isAdmin(actor) && book.status === 'public')),
      deny: forbidden,
    },
    review: { allow: (actor, book) => isAdmin(actor) && !book.builtin && book.status === 'public', deny: forbidden },
    // Sent in a chat: only a book everyone may view, whoever sends it.
    share: { allow: (_actor, book) => published(book), deny: { key: 'chat.bookNotShareable', status: 403 } },
  }),

  /** `view` for lists (search, book choose, categories): published books and the reader's own. */
  visibleWhere(actor: BookActor) {
    return (eb: ExpressionBuilder<DB, 'books'>) => {
      const pub = eb.and([eb('status', '=', 'public'), eb('review_status', 'in', [...VISIBLE_REVIEW])]);
      return actor === null ? pub : eb.or([pub, eb('owner_id', '=', actor.id)]);
    };
  },
};

/** The queue of public uploaded books waiting for review: admins only. */
export const reviewQueuePolicy = definePolicy<'read', null>({
  read: { allow: isAdmin, deny: { key: 'auth.forbidden', status: 403 } },
});
