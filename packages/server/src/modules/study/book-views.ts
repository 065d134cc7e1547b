/**
 * The learner's view of one book — its groups, a page of its words, its "already known?" offer —
 * that books/routes.ts serves through its hooks (wired by modules/index.ts). Each view reads the
 * learner's study context, then the book they may study.
 */
import type { BookStudyViews } from '../books/routes.js';
import { studyBook, studyContext } from './context.js';
import { bookEvidence, markBookKnown } from './evidence.js';
import { bookDetail, bookWords } from './overview.js';

export const bookStudyViews: BookStudyViews = {
  detail: async (db, actor, uiLang, bookId) => {
    const ctx = await studyContext(db, actor, uiLang);
    return bookDetail(db, ctx, await studyBook(db, ctx.actor, bookId));
  },
  evidence: async (db, actor, uiLang, bookId) => {
    const ctx = await studyContext(db, actor, uiLang);
    return bookEvidence(db, ctx, await studyBook(db, ctx.actor, bookId));
  },
  markKnown: async (db, actor, uiLang, bookId, body) => {
    const ctx = await studyContext(db, actor, uiLang);
    return markBookKnown(db, ctx, await studyBook(db, ctx.actor, bookId), body);
  },
  words: async (db, actor, uiLang, bookId, query) => {
    const ctx = await studyContext(db, actor, uiLang);
    return bookWords(db, ctx, await studyBook(db, ctx.actor, bookId), query);
  },
};
