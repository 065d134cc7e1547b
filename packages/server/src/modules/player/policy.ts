/**
 * Who may do what in the player: a playlist, its position and its listening reports belong to the
 * learner who built it (anyone else: 404, as if it did not exist). Which books may become a
 * playlist is the books policy's `view` (through study/context.ts `studyBook`).
 */
import type { Actor } from '../../http/context.js';

export const playerPolicy = {
  owns(actor: Pick<Actor, 'id'>, playlist: { user_id: number }): boolean {
    return playlist.user_id === actor.id;
  },
};
