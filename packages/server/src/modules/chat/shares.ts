/**
 * Cards of shared words and books, written by the server from the real entry or book (a client
 * cannot make a card say something else). Only public, published books can be shared: the
 * receiver must be able to open it.
 */
import type { ChatRef } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { bookPolicy } from '../books/policy.js';
import { chatRepo } from './repo.js';

export async function buildRef(db: Executor, kind: 'word' | 'book', id: number): Promise<ChatRef> {
  if (kind === 'word') {
    const e = await chatRepo.entryForShare(db, id);
    if (!e) throw new AppError('chat.refNotFound', 404);
    const meanings: Record<string, string> = {};
    for (const [lang, list] of Object.entries(JSON.parse(e.meanings) as Record<string, string[]>)) {
      const first = list.slice(0, 2).join('; ');
      if (first) meanings[lang] = first.slice(0, 120);
    }
    return { kind: 'word', id: e.id, lang: e.lang, headword: e.headword, reading: e.reading, meanings };
  }
  const b = await chatRepo.bookForShare(db, id);
  if (!b || b.retired_at !== null) throw new AppError('chat.refNotFound', 404);
  bookPolicy.authorize(null, 'share', b);
  return {
    kind: 'book',
    id: b.id,
    lang: b.lang,
    type: b.type,
    titles: JSON.parse(b.titles) as Record<string, string>,
    itemCount: b.item_count,
  };
}
