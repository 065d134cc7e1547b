/**
 * Preview: the form checked, the content parsed off the request thread (parser.ts), words
 * matched with the dictionary, the good items stored as an upload (store.ts), and what the book
 * will look like answered: counts, the first items with the meanings they will show, and every
 * problem with its row and column, localized. Nothing becomes a book until apply.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_GROUP_SIZE,
  type Lang,
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
import { matchEntries } from './match.js';
import type { ParsedSummary } from './parser.js';
import type { ProgressReporter } from './progress.js';
import { type StoredForm, uploadsRepo } from './store.js';

export interface PreviewInput {
  userId: number;
  uiLang: UiLang;
  /** Where meanings are looked for, native language first (study/words.ts meaningOrder). */
  order: string[];
  form: StoredForm;
  parsed: ParsedSummary;
  progress: ProgressReporter;
  now: number;
}

export async function createPreview(db: Executor, input: PreviewInput): Promise<UploadPreview> {
  const { form, parsed, progress } = input;
  const problems: UploadProblem[] = parsed.problems.map((p) => ({
    code: p.code,
    row: p.row,
    column: p.column,
    skipped: p.skipped,
    message: translate(input.uiLang, `upload.problem.${p.code}`, { row: p.row ?? '', column: p.column ?? '', ...p.params }),
  }));

  // Words link to the dictionary (their memory is the built-in word's); sentences do not.
  const words = form.type === 'word';
  await progress.report('check', 0, parsed.count);
  const texts = parsed.count > 0 ? parsed.texts.split('\u0000') : [];
  let entryIds: (number | null)[];
  if (parsed.entryIds) {
    // Matched in the worker (SQLite).
    entryIds = Array.from(parsed.entryIds, (id) => (id === 0 ? null : id));
  } else {
    const matches = words ? await matchEntries(db, form.lang, texts) : new Map<string, number>();
    entryIds = texts.map((t) => matches.get(t) ?? null);
  }
  let notFound = 0;
  if (words) {
    entryIds.forEach((entryId, i) => {
      if (entryId !== null) return;
      notFound++;
      // Simple mode relies on the dictionary: say which words it does not know (kept, as a warning).
      if (form.mode === 'simple' && parsed.bare[i]) {
        const row = parsed.rows[i] ?? i + 1;
        problems.push({
          code: 'notInDictionary',
          row,
          column: null,
          skipped: false,
          message: translate(input.uiLang, 'upload.problem.notInDictionary', { row, text: texts[i] ?? '' }),
        });
      }
    });
  }
  await progress.report('check', parsed.count, parsed.count);
  await yieldToEventLoop();

  const id = randomUUID();
  const expiresAt = input.now + UPLOAD_LIMITS.previewMinutes * 60_000;
  await uploadsRepo.insert(
    db,
    { id, userId: input.userId, form, chunks: parsed.chunks, entryIds, count: parsed.count, source: parsed.source, expiresAt },
    input.now,
  );

  const items = await viewItems(db, form, parsed.head, entryIds, input.order);
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return {
    uploadId: id,
    counts: {
      items: parsed.count,
      skipped: parsed.problems.filter((p) => p.skipped).length,
      found: words ? parsed.count - notFound : 0,
      notFound: words ? notFound : 0,
      problems: problems.length,
      groups: Math.ceil(parsed.count / DEFAULT_GROUP_SIZE),
    },
    items,
    problems: problems.slice(0, UPLOAD_LIMITS.previewProblems),
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
