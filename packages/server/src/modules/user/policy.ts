/**
 * Who may do what to a user account (http/policy.ts shape). Only the account's owner views and
 * edits its profile, avatar, settings and password (admins do not: an admin acting on others'
 * accounts would be a separate, audited action); anyone else 403 `auth.forbidden`.
 */
import { definePolicy, type PolicyActor } from '../../http/policy.js';

export type UserAction = 'view' | 'editProfile';

const self = (actor: PolicyActor, target: { id: number }) => actor !== null && actor.id === target.id;
const forbidden = { key: 'auth.forbidden', status: 403 } as const;

export const userPolicy = definePolicy<UserAction, { id: number }>({
  view: { allow: self, deny: forbidden },
  editProfile: { allow: self, deny: forbidden },
});
