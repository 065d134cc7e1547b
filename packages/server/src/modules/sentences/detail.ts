/**
 * One sentence for the sentence page, by its stable id: `b<itemId>` (a book's sentence, shown only
 * when the book policy lets the reader view the book) or `e<entryId>-<n>` (the n-th example of an
 * entry, read from the entry itself, so the page works even before the index is built). Its tokens
 * come from app.nlp, each linked to its dictionary entry.
 */
import { type DictExample, type Lang, LANGS, SENTENCE_ID_PATTERN, type SentenceDetail } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { linkTokens } from '../../nlp/link.js';
import type { Nlp } from '../../nlp/types.js';
import { type BookActor, bookPolicy } from '../books/policy.js';
import { sentencesRepo } from './repo.js';
import { pickTitle } from './search.js';
import { scriptLang } from './terms.js';

const notFound = () => new AppError('sentences.notFound', 404);
const isLang = (l: string): l is Lang => (LANGS as readonly string[]).includes(l);

interface Base {
  text: string;
  translation: string | null;
  translationLang: string | null;
  lang: Lang;
  source: 'book' | 'example';
  bookId: number | null;
  bookTitle: string | null;
  entryId: number | null;
  practice: { itemId: number | null; entryId: number | null };
}

async function bookSentence(db: Kysely<DB>, actor: BookActor, itemId: number, uiLang: string): Promise<Base> {
  const row = await sentencesRepo.bookItem(db, itemId);
  if (!row || !isLang(row.lang) || !bookPolicy.can(actor, 'view', row)) throw notFound();
  const entryId = row.entry_id;
  return {
    text: row.text,
    translation: row.translation,
    translationLang: row.translation ? scriptLang(row.translation) : null,
    lang: row.lang,
    source: 'book',
    bookId: row.book_id,
    bookTitle: pickTitle(row.titles, uiLang),
    entryId,
    practice: { itemId, entryId },
  };
}

async function exampleSentence(db: Kysely<DB>, entryId: number, n: number): Promise<Base> {
  const entry = await sentencesRepo.entryExamples(db, entryId);
  if (!entry || !isLang(entry.lang)) throw notFound();
  let ex: DictExample | undefined;
  try {
    ex = (JSON.parse(entry.examples) as DictExample[])[n];
  } catch {
    ex = undefined;
  }
  const text = ex?.text?.trim();
  if (!ex || !text) throw notFound();
  const translation = ex.translation?.trim() || null;
  // The built-in sentence books were made from the examples: the same text there has its own card.
  const itemId = await sentencesRepo.builtinItemOf(db, entryId, text);
  return {
    text,
    translation,
    translationLang: translation ? (ex.translationLang ?? scriptLang(translation)) : null,
    lang: entry.lang,
    source: 'example',
    bookId: null,
    bookTitle: null,
    entryId,
    practice: { itemId, entryId },
  };
}

export async function sentenceDetail(db: Kysely<DB>, nlp: Nlp, actor: BookActor, id: string, uiLang: string): Promise<SentenceDetail> {
  if (!SENTENCE_ID_PATTERN.test(id)) throw notFound();
  const book = /^b(\d+)$/.exec(id);
  const example = /^e(\d+)-(\d+)$/.exec(id);
  let base: Base;
  if (book) base = await bookSentence(db, actor, Number(book[1]), uiLang);
  else if (example) base = await exampleSentence(db, Number(example[1]), Number(example[2]));
  else throw notFound();
  const tokens = await nlp.tokenize(base.lang, base.text);
  const ids = await linkTokens(db, base.lang, tokens);
  const headword = base.entryId === null ? null : await sentencesRepo.headword(db, base.entryId);
  return {
    id,
    ...base,
    headword,
    tokens: tokens.map((t, i) => ({
      text: t.text,
      start: t.start,
      end: t.end,
      word: t.word,
      lemma: t.lemma,
      pos: t.pos,
      ...(t.reading ? { reading: t.reading } : {}),
      entryId: ids[i] ?? null,
    })),
  };
}
