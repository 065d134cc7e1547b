/**
 * Books: browsing (`?mine=1`: the reader's own uploads), a book with its groups, its words and its
 * "already known?" offer, the categories, the owner's changes, and the admins' translation review.
 */
import {
  bookIdParams,
  bookItemParams,
  bookListQuery,
  bookNullResultSchema,
  bookReviewQueueQuery,
  bookWordsQuery,
  categoriesQuery,
} from '../schemas/books.js';
import { bookListSchema, bookSummarySchema } from '../schemas/content.js';
import {
  bookDetailSchema,
  bookEvidenceSchema,
  categoryListSchema,
  markKnownBody,
  markKnownResultSchema,
  wordListSchema,
} from '../schemas/study.js';
import { bookItemUpdateBody, bookReviewBody, bookUpdateBody } from '../schemas/upload.js';
import type { Endpoint } from './define.js';

export const booksEndpoints = {
  list: {
    method: 'GET',
    path: '/api/books',
    // Open to everyone; a signed-in reader also sees their own books and how much of each they know.
    auth: 'optional',
    summary: 'Books a reader may see: built-in, approved public uploads and their own; `mine=1` for their own only',
    query: bookListQuery,
    response: bookListSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/books/:id',
    auth: true,
    summary: 'A book with its groups and how much of it the learner knows',
    params: bookIdParams,
    response: bookDetailSchema,
  },
  evidence: {
    method: 'GET',
    path: '/api/books/:id/evidence',
    auth: true,
    summary: '"Already known?": words of the book that tests showed the learner knows and that have no card yet',
    params: bookIdParams,
    response: bookEvidenceSchema,
  },
  markKnown: {
    method: 'POST',
    path: '/api/books/:id/evidence/known',
    auth: true,
    summary: '"Mark known": an Easy review (a new card) for each offered word of the book, or the ones listed',
    params: bookIdParams,
    body: markKnownBody,
    response: markKnownResultSchema,
  },
  words: {
    method: 'GET',
    path: '/api/books/:id/words',
    auth: true,
    summary: 'Words of a book or one group, each with its memory card',
    params: bookIdParams,
    query: bookWordsQuery,
    response: wordListSchema,
  },
  categories: {
    method: 'GET',
    path: '/api/categories',
    auth: false,
    summary: 'Book categories (names carry _-separated parent prefixes) with localized titles',
    query: categoriesQuery,
    response: categoryListSchema,
  },
  update: {
    method: 'PUT',
    path: '/api/books/:id',
    auth: true,
    summary: "Change an uploaded book's titles, description, level or visibility (owner only)",
    params: bookIdParams,
    body: bookUpdateBody,
    response: bookSummarySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/books/:id',
    auth: true,
    summary: 'Delete an uploaded book (owner, or an admin for a public one)',
    params: bookIdParams,
    response: bookNullResultSchema,
  },
  updateItem: {
    method: 'PUT',
    path: '/api/books/:id/items/:itemId',
    auth: true,
    summary: 'Change the text or translation of one item (owner only)',
    params: bookItemParams,
    body: bookItemUpdateBody,
    response: bookNullResultSchema,
  },
  removeItem: {
    method: 'DELETE',
    path: '/api/books/:id/items/:itemId',
    auth: true,
    summary: 'Delete one item (owner only; a book keeps at least one)',
    params: bookItemParams,
    response: bookNullResultSchema,
  },
  reviewQueue: {
    method: 'GET',
    path: '/api/admin/books',
    auth: true,
    summary: 'Public uploaded books by review state (admins): the translation review queue',
    query: bookReviewQueueQuery,
    response: bookListSchema,
  },
  review: {
    method: 'POST',
    path: '/api/admin/books/:id/review',
    auth: true,
    summary: 'Approve a pending public book, or reject it with a reason the owner sees (admins)',
    params: bookIdParams,
    body: bookReviewBody,
    response: bookSummarySchema,
  },
} as const satisfies Record<string, Endpoint>;
