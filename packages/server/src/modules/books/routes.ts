/**
 * Books: browsing by language, level, category and title (`GET /api/books`, `?mine=1` for the
 * reader's own uploads), the categories, a book with the learner's groups, its words and its
 * "already known?" offer, the owner's changes (`PUT`/`DELETE /api/books/:id`, items under
 * `/api/books/:id/items/:itemId`) and the admins' translation review (`/api/admin/books`). Who
 * may do what is policy.ts; what a change does is manage.ts. Declared in @qfl/core's endpoints/books.ts.
 * What the learner's view of a book and the list's known shares need of the study, and what an
 * item's change means for the sentence index, come in as hooks (`BookHooks`), wired by modules/index.ts.
 */
import { booksEndpoints as api, type ParsedOf, type ReplyOf } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor.js';
import { type Actor, requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { bookSummary, browseBooks, type KnownShares, listCategories } from './catalog.js';
import { deleteBook, deleteItem, reviewBook, updateBook, updateItem } from './manage.js';
import { reviewQueuePolicy } from './policy.js';
import { presentBook } from './presenter.js';
import { booksRepo } from './repo.js';

/** A book as the learner studies it: its groups, its words and its "already known?" offer (study/). */
export interface BookStudyViews {
  detail: (db: Executor, actor: Actor, uiLang: string, bookId: number) => Promise<ReplyOf<typeof api.detail>>;
  evidence: (db: Executor, actor: Actor, uiLang: string, bookId: number) => Promise<ReplyOf<typeof api.evidence>>;
  markKnown: (
    db: Executor,
    actor: Actor,
    uiLang: string,
    bookId: number,
    body: ParsedOf<typeof api.markKnown, 'body'>,
  ) => Promise<ReplyOf<typeof api.markKnown>>;
  words: (
    db: Executor,
    actor: Actor,
    uiLang: string,
    bookId: number,
    query: ParsedOf<typeof api.words, 'query'>,
  ) => Promise<ReplyOf<typeof api.words>>;
}

export interface BookHooks {
  study: BookStudyViews;
  /** The share of each listed book that a signed-in reader's memory knows. */
  knownShares: KnownShares;
  /** After an item's edit committed: the sentence index re-indexes the book (in the background). */
  itemChanged: (db: Executor, bookId: number) => void;
}

export function bookRoutes(hooks: BookHooks) {
  return async function routes(app: FastifyInstance) {
    // The categories and the admins' review have paths of their own; the docs keep them with the books.
    const books = { tags: ['books'] };

    route(app, api.list, async (req) => {
      const mine = req.query.mine === '1' || req.query.mine === 'true';
      if (mine) requireActor(req);
      return browseBooks(app.db, req.actor, { ...req.query, mine }, hooks.knownShares);
    });

    route(app, api.categories, async (req) => listCategories(app.db, req.query.lang), books);

    route(app, api.detail, async (req) => hooks.study.detail(app.db, requireActor(req), req.lang, req.params.id));

    route(app, api.evidence, async (req) => hooks.study.evidence(app.db, requireActor(req), req.lang, req.params.id));

    route(app, api.markKnown, async (req) => hooks.study.markKnown(app.db, requireActor(req), req.lang, req.params.id, req.body));

    route(app, api.words, async (req) => hooks.study.words(app.db, requireActor(req), req.lang, req.params.id, req.query));

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
      hooks.itemChanged(app.db, req.params.id);
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
        reviewQueuePolicy.authorize(actor, 'read', null);
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
  };
}
