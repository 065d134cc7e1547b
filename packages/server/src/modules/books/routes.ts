/** Browsing books by language, category, type and level. */
import { BOOK_TYPES, bookListSchema, LANGS, MAX_LEVEL, MIN_LEVEL } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { knownShares } from '../study/overview.js';
import { presentBook } from './presenter.js';
import { booksRepo } from './repo.js';

const listQuery = z.object({
  lang: z.enum(LANGS).optional(),
  level: z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL).optional(),
  type: z.enum(BOOK_TYPES).optional(),
  category: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export default async function bookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/books',
    { schema: { tags: ['books'], querystring: listQuery, response: { 200: bookListSchema } }, preHandler: app.identify },
    async (req) => {
      const rows = await booksRepo.list(app.db, req.actor, req.query);
      const items = rows.map(presentBook);
      if (req.actor === null) return { items };
      const shares = await knownShares(app.db, req.actor.id, items, Date.now());
      return { items: items.map((b) => ({ ...b, knownShare: shares.get(b.id) ?? 0 })) };
    },
  );
}
