/**
 * `GET /emoji/list` (spec path, no token): the built-in emoji set. The list only changes with a
 * release, so clients and proxies may cache it for a day. Declared in @qfl/core's endpoints/emoji.ts;
 * documented under the chat, whose picker shows it.
 */
import { emojiEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { EMOJI } from './data.js';

export default async function emojiRoutes(app: FastifyInstance) {
  route(
    app,
    api.list,
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { items: [...EMOJI] };
    },
    { tags: ['chat'] },
  );
}
