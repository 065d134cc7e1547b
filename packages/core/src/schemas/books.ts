/**
 * Books' requests: browsing (`GET /api/books`), a book and its words, the categories, the owner's
 * changes and the admins' review queue. The answers' shapes are content.ts (a book in a list) and
 * study.ts (a book with its groups, its words); the owner's change bodies are upload.ts.
 */
import { z } from 'zod';
import { BOOK_TYPES, LANGS, MAX_LEVEL, MIN_LEVEL, REVIEW_STATUSES } from '../constants.js';
import { WORD_STATE_FILTERS } from './study.js';

export const bookIdParams = z.object({ id: z.coerce.number().int().positive() });
export const bookItemParams = bookIdParams.extend({ itemId: z.coerce.number().int().positive() });

/** `mine=1` (or `true`): the reader's own uploads only, newest first; a sign-in is then required. */
export const bookListQuery = z.object({
  lang: z.enum(LANGS).optional(),
  level: z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL).optional(),
  type: z.enum(BOOK_TYPES).optional(),
  category: z.string().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  mine: z.enum(['0', '1', 'true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type BookListQuery = z.input<typeof bookListQuery>;

/** A book's words: one group (or all), those in one state, a page. */
export const bookWordsQuery = z.object({
  group: z.coerce.number().int().min(0).optional(),
  state: z.enum(WORD_STATE_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Only the categories of books in this language, when given. */
export const categoriesQuery = z.object({ lang: z.string().max(8).optional() });

export const bookReviewQueueQuery = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** The answer of a change that has nothing to show: `data` is null. */
export const bookNullResultSchema = z.null();
