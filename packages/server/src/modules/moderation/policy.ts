/** Who may act on reports and the moderation queue: admins only (anyone signed in may report). */
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';

export function assertAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new AppError('auth.forbidden', 403);
}
