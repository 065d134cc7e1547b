/**
 * Who may act on reports (http/policy.ts shape): anyone signed in files one (`POST /jb/addUserJB`,
 * checked against what the reporter may see in evidence.ts); only admins list and decide them,
 * anyone else 403 `auth.forbidden`.
 */
import { definePolicy, isAdmin } from '../../http/policy.js';

export const reportPolicy = definePolicy<'list' | 'decide', null>({
  list: { allow: isAdmin, deny: { key: 'auth.forbidden', status: 403 } },
  decide: { allow: isAdmin, deny: { key: 'auth.forbidden', status: 403 } },
});
