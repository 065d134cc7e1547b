/**
 * Who may do what to a user account. Routes ask here; nothing re-implements the rule inline.
 * Today only the account's owner edits its profile, avatar, settings and password (admins do not:
 * an admin acting on others' accounts would be a separate, audited action).
 */
import type { Actor } from '../../http/context.js';

export type UserAction = 'view' | 'editProfile';

export const userPolicy = {
  can(actor: Pick<Actor, 'id' | 'role'> | null, action: UserAction, target: { id: number }): boolean {
    if (actor === null) return false;
    switch (action) {
      case 'view':
      case 'editProfile':
        return actor.id === target.id;
    }
  },
};
