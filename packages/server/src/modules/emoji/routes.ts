/**
 * `GET /emoji/list` (spec path, no token): the built-in emoji set. The list only changes with a
 * release, so clients and proxies may cache it for a day.
 */
import { emojiListSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMOJI } from './data.js';

export default async function emojiRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/emoji/list',
      { schema: { tags: ['chat'], summary: 'The built-in emoji: character, name, category', response: { 200: emojiListSchema } } },
      async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=86400');
        return { items: [...EMOJI] };
      },
    );
}
