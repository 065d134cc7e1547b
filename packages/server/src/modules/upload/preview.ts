/**
 * Preview: the form checked, the content parsed off the request thread (parser.ts), words
 * matched with the dictionary, the good items stored as an upload (store.ts) with its hidden draft
 * book (draft-book.ts), and what the book will look like answered: counts, the first items with the
 * meanings they will show, and every problem with its row and column, localized. Nobody sees the
 * book until apply.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_GROUP_SIZE,
  type Lang,
  type RawProblem,
  UPLOAD_LIMITS,
  type UploadItem,
  type UploadItemView,
  type UploadPreview,
  type UploadProblem,
  type UiLang,
} from '@qfl/core';
import { type Executor, yieldToEventLoop } from '../../db/executor.js';
import { translate } from '../../i18n/messages.js';
import { type OwnFields, uploadedMeanings } from '../books/item-extra.js';
import { entriesById, orderedMeanings } from '../study/words.js';
import { bookRow } from './apply.js';
import { insertChunk } from './book-items.js';
import { draftBooks } from './draft-book.js';
import { matchEntries } from './match.js';
import type { ChunkMessage, ParseOutcome } from './parser.js';
import { mergeByRow, ProblemKeeper } from './problem-keeper.js';
import type { ProgressReporter } from './progress.js';
import { uploadsRepo } from './repo.js';
import type { StoredForm } from './store.js';

export interface PreviewInput {
  userId: number;
  uiLang: UiLang;
  /** Where meanings are looked for, native language first (study/words.ts meaningOrder). */
  order: string[];
  form: StoredForm;
  /** Runs the parse, handing each chunk of items to `onChunk` as it is made (parser.ts). */
  parse: (onChunk: (chunk: ChunkMessage) => Promise<void>) => Promise<ParseOutcome>;
  progress: ProgressReporter;
  now: number;
}

type NotFound = { row: number; text: string; skipped: false };

/**
 * The preview stored as the worker makes it, chunk by chunk: the upload row first (count 0) and
 * its hidden draft book (draft-book.ts), each chunk matched with the dictionary, its words the
 * dictionary does not know noted (the first ones by row, and how many), written to the draft's
 * items and let go; then the count. The request thread holds one chunk at a time. Any failure (a
 * limit, a refusal found at the end, a failed write) removes what was stored.
 */
export async function createPreview(db: Executor, input: PreviewInput): Promise<UploadPreview> {
  const { form, progress } = input;
  // Words link to the dictionary (their memory is the built-in word's); sentences do not.
  const words = form.type === 'word';
  const id = randomUUID();
  const expiresAt = input.now + UPLOAD_LIMITS.previewMinutes * 60_000;
  const notFound = new ProblemKeeper<NotFound>(UPLOAD_LIMITS.previewProblems);
  let notFoundCount = 0;
  let headEntryIds: (number | null)[] = [];
  let stored = 0;

  await uploadsRepo.create(db, { id, userId: input.userId, form, source: '', expiresAt }, input.now);
  let draftId: number | null = null;
  let parsed: ParseOutcome;
  try {
    draftId = await draftBooks.create(db, bookRow(form, id, input.userId, input.now), input.now);
    const bookId = draftId;
    parsed = await input.parse(async (chunk) => {
      const texts = chunk.texts.split('\u0000');
      // Matched here while the upload thread makes the next chunk (match.ts).
      const matches = words ? await matchEntries(db, form.lang, texts) : new Map<string, number>();
      const entryIds = texts.map((t) => matches.get(t) ?? null);
      if (words) {
        for (let i = 0; i < entryIds.length; i++) {
          if (entryIds[i] !== null) continue;
          notFoundCount++;
          // Simple mode relies on the dictionary: say which words it does not know (kept, as a warning).
          if (form.mode === 'simple' && chunk.bare[i]) {
            notFound.add({ row: chunk.rows[i] ?? stored + i + 1, text: texts[i] ?? '', skipped: false });
          }
        }
      }
      if (chunk.seq === 0) headEntryIds = entryIds.slice(0, UPLOAD_LIMITS.previewItems);
      await yieldToEventLoop();
      const written = await insertChunk(db, bookId, stored, chunk.lines, entryIds);
      if (written !== texts.length) throw new Error(`chunk ${chunk.seq}: ${written} of ${texts.length} items written`);
      stored += written;
    });
    await uploadsRepo.complete(db, id, parsed.count, parsed.source);
  } catch (err) {
    if (draftId !== null) await draftBooks.drop(db, draftId);
    await uploadsRepo.discard(db, id);
    throw err;
  }
  await progress.report('check', parsed.count, parsed.count);

  const localize = (p: RawProblem): UploadProblem => ({
    code: p.code,
    row: p.row,
    column: p.column,
    skipped: p.skipped,
    message: translate(input.uiLang, `upload.problem.${p.code}`, { row: p.row ?? '', column: p.column ?? '', ...p.params }),
  });
  const missing = (p: NotFound): UploadProblem => ({
    code: 'notInDictionary',
    row: p.row,
    column: null,
    skipped: false,
    message: translate(input.uiLang, 'upload.problem.notInDictionary', { row: p.row, text: p.text }),
  });
  const problems = mergeByRow(parsed.problems.map(localize), notFound.first().map(missing), UPLOAD_LIMITS.previewProblems);
  const items = await viewItems(db, form, parsed.head, headEntryIds, input.order);
  return {
    uploadId: id,
    counts: {
      items: parsed.count,
      skipped: parsed.skippedCount,
      found: words ? parsed.count - notFoundCount : 0,
      notFound: words ? notFoundCount : 0,
      problems: parsed.problemCount + notFound.total,
      groups: Math.ceil(parsed.count / DEFAULT_GROUP_SIZE),
    },
    items,
    problems,
    source: parsed.source,
    expiresAt,
  };
}

function ownOf(item: UploadItem): OwnFields {
  return { pronA: item.pronA, pronB: item.pronB, pos: item.pos, meanings: item.meanings, examples: item.examples, antonyms: item.antonyms };
}

/** The first items as the book will show them (the same rule as study/words.ts uploadedWord). */
async function viewItems(
  db: Executor,
  form: StoredForm,
  head: UploadItem[],
  entryIds: (number | null)[],
  order: string[],
): Promise<UploadItemView[]> {
  const entries = await entriesById(
    db,
    entryIds.slice(0, head.length).filter((x): x is number => x !== null),
  );
  return head.map((item, i) => {
    const entryId = entryIds[i] ?? null;
    const e = entryId === null ? undefined : entries.get(entryId);
    const s = { text: item.text, translation: item.translation, entryId, own: ownOf(item) };
    const dict = e ? orderedMeanings(e.meanings, order, e.lang) : { list: [], lang: null };
    const shownMeanings = uploadedMeanings(s.own, s.translation, form.mode === 'professional', dict, order);
    const meanings = shownMeanings.list;
    const meaningsLang = shownMeanings.lang as Lang | null;
    const ex = s.own.examples[0];
    let example: UploadItemView['example'] = ex ? { text: ex.text, translation: ex.translation } : null;
    if (!example && e) {
      try {
        const list = JSON.parse(e.examples) as { text?: string; translation?: string | null }[];
        const hit = list.find((x) => typeof x?.text === 'string' && x.text);
        if (hit?.text) example = { text: hit.text, translation: hit.translation ?? null };
      } catch {
        example = null;
      }
    }
    return {
      position: item.row,
      text: s.text,
      translation: s.translation,
      reading: e?.reading ?? null,
      pron: s.own.pronA || s.own.pronB || (e?.pron_a && e.pron_a !== e.reading ? e.pron_a : e?.pron_b) || null,
      pos: s.own.pos,
      meanings,
      meaningsLang,
      example,
      entryId: s.entryId,
      found: s.entryId !== null,
    };
  });
}
