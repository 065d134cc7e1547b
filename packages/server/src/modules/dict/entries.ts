/** An entry's detail for a reader, and a word (any form of it) to its best entry. */
import { type DictEntryDetail, type Lang, LANGS, lemmaCandidates } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { cleanText } from './normalize.js';
import { presentEntry } from './presenter.js';
import { withRelated } from './related.js';
import { dictRepo } from './repo.js';

/** The entry with its related words' ids; `inNewWords` only for a signed-in reader (userId not null). */
export async function entryDetail(db: Executor, id: number, userId: number | null): Promise<DictEntryDetail> {
  const row = await dictRepo.entry(db, id);
  if (!row) throw new AppError('dict.entryNotFound', 404);
  const inNewWords = userId === null ? undefined : await dictRepo.inNewWords(db, userId, id);
  return withRelated(db, presentEntry(row, inNewWords));
}

/** The id of the best entry for a word: a headword, listed form or reading, else a dictionary form it may be an inflection of. */
export async function lookupEntryId(db: Executor, raw: string, lang: Lang | undefined): Promise<number> {
  const word = cleanText(raw);
  let id = await dictRepo.lookup(db, word, lang);
  const langs = lang ? [lang] : LANGS;
  for (const l of langs) {
    if (id !== undefined) break;
    for (const lemma of lemmaCandidates(l, word)) {
      id = await dictRepo.lookup(db, lemma, l);
      if (id !== undefined) break;
    }
  }
  if (id === undefined) throw new AppError('dict.entryNotFound', 404);
  return id;
}
