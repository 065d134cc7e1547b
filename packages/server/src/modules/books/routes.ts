/**
 * Books: browsing by language, level, category and title (`GET /api/books`, `?mine=1` for the
 * reader's own uploads), the categories, a book with the learner's groups, its words and its
 * "already known?" offer (study/), the owner's changes (`PUT`/`DELETE /api/books/:id`, items under
 * `/api/books/:id/items/:itemId`) and the admins' translation review (`/api/admin/books`). Who
 * may do what is policy.ts; what a change does is manage.ts. Declared in @qfl/core's endpoints/books.ts.
 */
import { booksEndpoints as api } from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { studyBook, studyContext } from '../study/context.js';
import { bookEvidence, markBookKnown } from '../study/evidence.js';
import { bookDetail, bookWords } from '../study/overview.js';
import { bookSummary, browseBooks, listCategories } from './catalog.js';
import { deleteBook, deleteItem, reviewBook, updateBook, updateItem } from './manage.js';
import { presentBook } from './presenter.js';
import { booksRepo } from './repo.js';

export default async function bookRoutes(app: FastifyInstance) {
  const ctxOf = (req: FastifyRequest) => studyContext(app.db, requireActor(req), req.lang);
  // The categories and the admins' review have paths of their own; the docs keep them with the books.
  const books = { tags: ['books'] };

  route(app, api.list, async (req) => {
    const mine = req.query.mine === '1' || req.query.mine === 'true';
    if (mine) requireActor(req);
    return browseBooks(app.db, req.actor, { ...req.query, mine });
  });

  route(app, api.categories, async (req) => listCategories(app.db, req.query.lang), books);

  route(app, api.detail, async (req) => {
    const ctx = await ctxOf(req);
    return bookDetail(app.db, ctx, await studyBook(app.db, ctx.actor, req.params.id));
  });

  route(app, api.evidence, async (req) => {
    const ctx = await ctxOf(req);
    return bookEvidence(app.db, ctx, await studyBook(app.db, ctx.actor, req.params.id));
  });

  route(app, api.markKnown, async (req) => {
    const ctx = await ctxOf(req);
    return markBookKnown(app.db, ctx, await studyBook(app.db, ctx.actor, req.params.id), req.body);
  });

  route(app, api.words, async (req) => {
    const ctx = await ctxOf(req);
    return bookWords(app.db, ctx, await studyBook(app.db, ctx.actor, req.params.id), req.query);
  });

  route(app, api.update, async (req) => {
    const actor = requireActor(req);
    await updateBook(app.db, actor, req.params.id, req.body);
    return bookSummary(app.db, req.params.id, actor.id);
  });

  route(app, api.remove, async (req) => {
    await deleteBook(app.db, requireActor(req), req.params.id);
    return null;
  });

  route(app, api.updateItem, async (req) => {
    await updateItem(app.db, requireActor(req), req.params.id, req.params.itemId, req.body);
    return null;
  });

  route(app, api.removeItem, async (req) => {
    await deleteItem(app.db, requireActor(req), req.params.id, req.params.itemId);
    return null;
  });

  route(
    app,
    api.reviewQueue,
    async (req) => {
      const actor = requireActor(req);
      if (actor.role !== 'admin') throw new AppError('auth.forbidden', 403);
      const rows = await booksRepo.reviewQueue(app.db, req.query.status, req.query.limit);
      return { items: rows.map((b) => presentBook(b, actor.id)) };
    },
    books,
  );

  route(
    app,
    api.review,
    async (req) => {
      const actor = requireActor(req);
      await reviewBook(app.db, actor, req.params.id, req.body);
      return bookSummary(app.db, req.params.id, actor.id);
    },
    books,
  );
}
