/**
 * Who may use a study session (http/policy.ts shape): the learner who started it; anyone else 404
 * `study.sessionNotFound`, so ids do not reveal whose sessions exist. Which books may be studied is
 * the books policy's `view` (context.ts `studyBook`).
 */
import { definePolicy } from '../../http/policy.js';

export const sessionPolicy = definePolicy<'use', { user_id: number }>({
  use: {
    allow: (actor, session) => actor !== null && session.user_id === actor.id,
    deny: { key: 'study.sessionNotFound', status: 404 },
  },
});
