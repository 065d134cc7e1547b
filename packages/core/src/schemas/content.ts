/**
 * Built-in content shapes: the credits of its sources (about / data-sources page) and the book
 * list. The credits schema also checks the content manifest the server reads them from.
 */
import { z } from 'zod';
import { BOOK_TYPES, LANGS } from '../constants.js';

/** One source of data, its license and attribution. */
export const sourceCreditSchema = z.object({
  name: z.string(),
  title: z.string(),
  license: z.string(),
  attribution: z.string(),
  url: z.string(),
  used: z.string(),
  thin: z.string().optional(),
  /** Whether the build actually used it. */
  status: z.enum(['used', 'missing', 'skipped']).optional(),
});
export type SourceCredit = z.infer<typeof sourceCreditSchema>;

/** What `GET /api/content/credits` answers. */
export const creditsSchema = z.object({
  available: z.boolean(),
  builtAt: z.string().nullable(),
  sources: z.array(sourceCreditSchema),
});
export type Credits = z.infer<typeof creditsSchema>;

/** A book of the list (built-in or uploaded): titles and descriptions keyed by language code. */
export const bookSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(BOOK_TYPES),
  lang: z.enum(LANGS),
  category: z.string(),
  level: z.number().int(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  status: z.string(),
  itemCount: z.number().int(),
  groupSize: z.number().int(),
  /** Signed-in lists only: share of the book the learner already knows (retrievability ≥ 0.9), 0-1. */
  knownShare: z.number().optional(),
  /** Uploaded books: translation review (pending, approved, rejected, auto_approved) and its reason when rejected. */
  reviewStatus: z.string().optional(),
  reviewReason: z.string().nullable().optional(),
  /** simple (the dictionary fills meanings) or professional (the uploader's own translations). */
  translationMode: z.string().optional(),
  /** Whether the reader owns this book (uploaded by them). */
  mine: z.boolean().optional(),
  builtin: z.boolean().optional(),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;
export const bookListSchema = z.object({ items: z.array(bookSummarySchema) });
export type BookList = z.infer<typeof bookListSchema>;
