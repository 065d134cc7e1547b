/**
 * Books: browsing by language, level, category and title (`GET /api/books`, `?mine=1` for the
 * reader's own uploads), the owner's changes (`PUT`/`DELETE /api/books/:id`, items under
 * `/api/books/:id/items/:itemId`) and the admins' translation review (`/api/admin/books`). Who
 * may do what is policy.ts; what a change does is manage.ts.
 */
import {
  BOOK_TYPES,
  bookItemUpdateBody,
  bookListSchema,
  bookReviewBody,
  bookSummarySchema,
  bookUpdateBody,
  LANGS,
  MAX_LEVEL,
  MIN_LEVEL,
  REVIEW_STATUSES,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { knownShares } from '../study/overview.js';
import { deleteBook, deleteItem, reviewBook, updateBook, updateItem } from './manage.js';
import { presentBook } from './presenter.js';
import { booksRepo } from './repo.js';

const listQuery = z.object({
  lang: z.enum(LANGS).optional(),
  level: z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL).optional(),
  type: z.enum(BOOK_TYPES).optional(),
  category: z.string().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  mine: z.enum(['0', '1', 'true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const itemParams = idParams.extend({ itemId: z.coerce.number().int().positive() });

export default async function bookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['books'] };

  /** The book as the list shows it, after a change. */
  const summary = async (id: number, readerId: number) => {
    const row = await app.db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return presentBook(row, readerId);
  };

  r.get(
    '/api/books',
    {
      schema: {
        tags: ['books'],
        summary: 'Books a reader may see: built-in, approved public uploads and their own; `mine=1` for their own only',
        querystring: listQuery,
        response: { 200: bookListSchema },
      },
      preHandler: app.identify,
    },
    async (req) => {
      const mine = req.query.mine === '1' || req.query.mine === 'true';
      if (mine) requireActor(req);
      const rows = await booksRepo.list(app.db, req.actor, { ...req.query, mine });
      const readerId = req.actor?.id ?? null;
      const items = rows.map((b) => presentBook(b, readerId));
      if (req.actor === null) return { items };
      const shares = await knownShares(app.db, req.actor.id, items, Date.now());
      return { items: items.map((b) => ({ ...b, knownShare: shares.get(b.id) ?? 0 })) };
    },
  );

  r.put(
    '/api/books/:id',
    {
      schema: {
        ...secured,
        summary: "Change an uploaded book's titles, description, level or visibility (owner only)",
        params: idParams,
        body: bookUpdateBody,
        response: { 200: bookSummarySchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      await updateBook(app.db, actor, req.params.id, req.body);
      return summary(req.params.id, actor.id);
    },
  );

  r.delete(
    '/api/books/:id',
    {
      schema: {
        ...secured,
        summary: 'Delete an uploaded book (owner, or an admin for a public one)',
        params: idParams,
        response: { 200: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      await deleteBook(app.db, requireActor(req), req.params.id);
      return null;
    },
  );

  r.put(
    '/api/books/:id/items/:itemId',
    {
      schema: {
        ...secured,
        summary: 'Change the text or translation of one item (owner only)',
        params: itemParams,
        body: bookItemUpdateBody,
        response: { 200: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      await updateItem(app.db, requireActor(req), req.params.id, req.params.itemId, req.body);
      return null;
    },
  );

  r.delete(
    '/api/books/:id/items/:itemId',
    {
      schema: {
        ...secured,
        summary: 'Delete one item (owner only; a book keeps at least one)',
        params: itemParams,
        response: { 200: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      await deleteItem(app.db, requireActor(req), req.params.id, req.params.itemId);
      return null;
    },
  );

  r.get(
    '/api/admin/books',
    {
      schema: {
        ...secured,
        summary: 'Public uploaded books by review state (admins): the translation review queue',
        querystring: z.object({
          status: z.enum(REVIEW_STATUSES).default('pending'),
          limit: z.coerce.number().int().min(1).max(200).default(100),
        }),
        response: { 200: bookListSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      if (actor.role !== 'admin') throw new AppError('auth.forbidden', 403);
      const rows = await booksRepo.reviewQueue(app.db, req.query.status, req.query.limit);
      return { items: rows.map((b) => presentBook(b, actor.id)) };
    },
  );

  r.post(
    '/api/admin/books/:id/review',
    {
      schema: {
        ...secured,
        summary: 'Approve a pending public book, or reject it with a reason the owner sees (admins)',
        params: idParams,
        body: bookReviewBody,
        response: { 200: bookSummarySchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      await reviewBook(app.db, actor, req.params.id, req.body);
      return summary(req.params.id, actor.id);
    },
  );
}
