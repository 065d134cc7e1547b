/** The built-in emoji set at the spec's path, no sign-in needed (the chat's picker). */
import { emojiListSchema } from '../schemas/chat.js';
import type { Endpoint } from './define.js';

export const emojiEndpoints = {
  list: {
    method: 'GET',
    path: '/emoji/list',
    auth: false,
    summary: 'The built-in emoji: character, name, category',
    response: emojiListSchema,
  },
} as const satisfies Record<string, Endpoint>;
