/** Turns book rows (titles and descriptions as JSON text) into the API's BookSummary. */
import { BOOK_TYPES, type BookSummary, LANGS } from '@qfl/core';
import { z } from 'zod';
import type { BooksTable } from '../../db/schema.js';

export type BookRow = Pick<
  BooksTable,
  'slug' | 'type' | 'lang' | 'category' | 'level' | 'titles' | 'descriptions' | 'status' | 'item_count' | 'group_size'
> & {
  id: number | string;
  review_status?: string;
  review_reason?: string | null;
  translation_mode?: string;
  owner_id?: number | string | null;
  builtin?: number;
};

// A malformed column reads as no text rather than failing the whole list.
const texts = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.string()))
  .catch({});

/** `readerId` marks the reader's own books (`mine`). */
export function presentBook(b: BookRow, readerId: number | null = null): BookSummary {
  return {
    id: Number(b.id),
    slug: b.slug,
    type: z.enum(BOOK_TYPES).parse(b.type),
    lang: z.enum(LANGS).parse(b.lang),
    category: b.category,
    level: b.level,
    titles: texts.parse(b.titles),
    descriptions: texts.parse(b.descriptions),
    status: b.status,
    itemCount: b.item_count,
    groupSize: b.group_size,
    ...(b.review_status !== undefined ? { reviewStatus: b.review_status } : {}),
    ...(b.review_reason !== undefined ? { reviewReason: b.review_reason } : {}),
    ...(b.translation_mode !== undefined ? { translationMode: b.translation_mode } : {}),
    ...(b.builtin !== undefined ? { builtin: b.builtin === 1 } : {}),
    ...(b.owner_id !== undefined ? { mine: readerId !== null && b.owner_id !== null && Number(b.owner_id) === readerId } : {}),
  };
}
