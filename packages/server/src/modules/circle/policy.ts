/**
 * Who may delete on the circle (http/policy.ts shape): a post, its author; a comment, its author or
 * the author of the post under it; anyone else 403 `circle.forbidden`. Who sees a post (friends,
 * not blocked) is audience.ts, a filter over the database.
 */
import { definePolicy } from '../../http/policy.js';

const forbidden = { key: 'circle.forbidden', status: 403 } as const;

export const postPolicy = definePolicy<'delete', { user_id: number }>({
  delete: { allow: (actor, post) => actor !== null && post.user_id === actor.id, deny: forbidden },
});

export const commentPolicy = definePolicy<'delete', { user_id: number; postAuthorId: number | null }>({
  delete: {
    allow: (actor, c) => actor !== null && (c.user_id === actor.id || c.postAuthorId === actor.id),
    deny: forbidden,
  },
});
