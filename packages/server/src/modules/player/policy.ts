/**
 * Who may do what in the player (http/policy.ts shape): a playlist, its position and its listening
 * reports belong to the learner who built it; anyone else 404 `player.notFound`, as if it did not
 * exist. Which books may become a playlist is the books policy's `view` (through study/context.ts
 * `studyBook`).
 */
import { definePolicy } from '../../http/policy.js';

export const playlistPolicy = definePolicy<'use', { user_id: number }>({
  use: {
    allow: (actor, playlist) => actor !== null && playlist.user_id === actor.id,
    deny: { key: 'player.notFound', status: 404 },
  },
});
