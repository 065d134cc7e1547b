/** Browsing books by language, category, type and level. */
import { BOOK_TYPES, LANGS, MAX_LEVEL, MIN_LEVEL } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  r.get('/api/books', { schema: { tags: ['books'], querystring: listQuery }, preHandler: app.identify }, async (req) => {
    const rows = await booksRepo.list(app.db, req.actor, req.query);
    return {
      items: rows.map((b) => ({
        id: Number(b.id),
        slug: b.slug,
        type: b.type,
        lang: b.lang,
        category: b.category,
        level: b.level,
        titles: JSON.parse(b.titles) as Record<string, string>,
        descriptions: JSON.parse(b.descriptions) as Record<string, string>,
        status: b.status,
        itemCount: b.item_count,
        groupSize: b.group_size,
      })),
    };
  });
}
