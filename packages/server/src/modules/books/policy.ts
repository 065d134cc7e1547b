/**
 * Who may do what to a book — the one place that answers it, for routes (`can`) and for SQL
 * (`visibleWhere`, the same view rule as a filter).
 * - view: public books for everyone; private books for their owner only (admins included: a
 *   private book is private).
 * - edit / delete: the owner, never a built-in book; an admin may also delete a public
 *   uploaded book (moderation).
 * - review: admins review the translations of public books.
 */
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../http/context.js';

export type BookAction = 'view' | 'edit' | 'delete' | 'review';
export type BookActor = Pick<Actor, 'id' | 'role'> | null;
export interface BookRef {
  status: string;
  owner_id: number | null;
  builtin: number;
}

const owns = (actor: BookActor, book: BookRef) => actor !== null && book.owner_id !== null && Number(book.owner_id) === actor.id;

export const bookPolicy = {
  can(actor: BookActor, action: BookAction, book: BookRef): boolean {
    const isAdmin = actor?.role === 'admin';
    switch (action) {
      case 'view':
        return book.status === 'public' || owns(actor, book);
      case 'edit':
        return !book.builtin && owns(actor, book);
      case 'delete':
        return !book.builtin && (owns(actor, book) || (isAdmin && book.status === 'public'));
      case 'review':
        return isAdmin && book.status === 'public';
    }
  },

  /** `view` as a WHERE clause for listing books. */
  visibleWhere(actor: BookActor) {
    return (eb: ExpressionBuilder<DB, 'books'>) =>
      actor === null ? eb('status', '=', 'public') : eb.or([eb('status', '=', 'public'), eb('owner_id', '=', actor.id)]);
  },
};
