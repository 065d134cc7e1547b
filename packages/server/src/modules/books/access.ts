/** Who may see a book: public books are visible to all, private books only to their owner. */
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

export function visibleTo(userId: number | null) {
  return (eb: ExpressionBuilder<DB, 'books'>) =>
    userId === null ? eb('status', '=', 'public') : eb.or([eb('status', '=', 'public'), eb('owner_id', '=', userId)]);
}
