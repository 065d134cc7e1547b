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
 * - review: admins review the translations of public uploaded books.
 */
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../http/context.js';

export type BookAction = 'view' | 'edit' | 'delete' | 'review';
export type BookActor = Pick<Actor, 'id' | 'role'> | null;
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

export const bookPolicy = {
  can(actor: BookActor, action: BookAction, book: BookRef): boolean {
    const isAdmin = actor?.role === 'admin';
    switch (action) {
      case 'view':
        return published(book) || owns(actor, book) || (isAdmin && book.status === 'public');
      case 'edit':
        return !book.builtin && owns(actor, book);
      case 'delete':
        return !book.builtin && (owns(actor, book) || (isAdmin && book.status === 'public'));
      case 'review':
        return isAdmin && !book.builtin && book.status === 'public';
    }
  },

  /** `view` for lists (search, book choose, categories): published books and the reader's own. */
  visibleWhere(actor: BookActor) {
    return (eb: ExpressionBuilder<DB, 'books'>) => {
      const pub = eb.and([eb('status', '=', 'public'), eb('review_status', 'in', [...VISIBLE_REVIEW])]);
      return actor === null ? pub : eb.or([pub, eb('owner_id', '=', actor.id)]);
    };
  },
};
