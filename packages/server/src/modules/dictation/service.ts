/**
 * Dictation: start a session from a book (its items, a group of them, or the words' example
 * sentences), the new-words book, today's words or one sentence; grade each typed answer with
 * core's `compareDictation` against the text and the forms computed here (Japanese readings from
 * the dictionary or the analyser, Chinese pinyin from pinyin-pro); write the review (source
 * `dictation`, graded as spelling: wrong Again, else by time) with the answer in one transaction,
 * idempotent per request id. A wrong item may be answered again (retry) until right; only an item's
 * first answer is a review (one review per card per action).
 */
import {
  compareDictation,
  DICTATION_SIZE,
  type DictationAnswerResult,
  type DictationSession,
  type DictationSource,
  type DictationStartBody,
  type DictationSummary,
  type Lang,
  markedPinyin,
  textLength,
} from '@qfl/core';
import { pinyin } from 'pinyin-pro';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { Nlp } from '../../nlp/types.js';
import { recordReview } from '../memory/service.js';
import { newWordsSources } from '../study/builders.js';
import { bookSources, studyBook, studyContext } from '../study/context.js';
import { todayView } from '../study/today.js';
import { settleTasks } from '../tasks/service.js';
import { keyOf, presentWords, type WordSource } from '../study/words.js';
import { dictationRepo, type ItemRow } from './repo.js';

/** A study.* "not found" (unknown, retired or someone's private book) answered as the dictation's own. */
async function viewableBook(db: Executor, actor: Actor, bookId: number) {
  try {
    return await studyBook(db, actor, bookId);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) throw new AppError('dictation.notFound', 404);
    throw e;
  }
}

async function sourcesFor(db: Executor, actor: Actor, uiLang: string, body: DictationStartBody): Promise<WordSource[]> {
  switch (body.source) {
    case 'book': {
      const book = await viewableBook(db, actor, body.bookId as number);
      return bookSources(db, book, body.group, DICTATION_SIZE);
    }
    case 'new-words':
      return newWordsSources(db, actor.id, DICTATION_SIZE, (body.group ?? 0) * DICTATION_SIZE);
    case 'today': {
      const ctx = await studyContext(db, actor, uiLang);
      const words = (await todayView(db, ctx)).items.slice(0, DICTATION_SIZE);
      // An item without an entry is a sentence, or a word of an uploaded book: its book's type says which.
      const itemIds = words.filter((w) => w.entryId === null && w.itemId !== null).map((w) => w.itemId as number);
      const sentences = new Set<number>();
      if (itemIds.length) {
        for (const id of await dictationRepo.nonWordItemIds(db, itemIds)) sentences.add(id);
      }
      return words.map((w) => ({
        entryId: w.entryId,
        itemId: w.itemId,
        sentence: w.itemId !== null && sentences.has(w.itemId),
        text: w.text,
        translation: w.itemId !== null && sentences.has(w.itemId) ? (w.meanings[0] ?? null) : null,
        lang: w.lang,
      }));
    }
    case 'sentence': {
      const item = await dictationRepo.bookItem(db, body.sentence as number);
      if (!item || item.retired_at !== null) throw new AppError('dictation.notFound', 404);
      const book = await viewableBook(db, actor, item.book_id);
      return [
        {
          entryId: item.entry_id,
          itemId: item.id,
          sentence: book.type !== 'word',
          text: item.text,
          translation: item.translation,
          lang: book.lang,
        },
      ];
    }
  }
}

/** Chinese pinyin syllables with tone numbers, Han characters only. */
export function pinyinOf(text: string): string[] {
  const han = Array.from(text)
    .filter((c) => /\p{Script=Han}/u.test(c))
    .join('');
  return han ? (pinyin(han, { toneType: 'num', type: 'array' }) as string[]) : [];
}

/** The reading of a Japanese text from the analyser's tokens, or null when a token with kanji has none. */
async function jaReading(nlp: Nlp, text: string): Promise<string | null> {
  const tokens = await nlp.tokenize('ja', text);
  let out = '';
  for (const t of tokens) {
    const r = t.reading ?? t.text;
    if (/\p{Script=Han}/u.test(r)) return null;
    out += r;
  }
  return out || null;
}

export async function startDictation(
  db: Executor,
  nlp: Nlp,
  actor: Actor,
  uiLang: string,
  body: DictationStartBody,
  now = Date.now(),
): Promise<DictationSession> {
  const sources = (await sourcesFor(db, actor, uiLang, body)).filter((s) => keyOf(s) !== null);
  const ctx = await studyContext(db, actor, uiLang, now);
  const words = await presentWords(db, ctx, sources);
  const drafts: Omit<ItemRow, 'id' | 'session_id' | 'attempts' | 'correct' | 'first_try'>[] = [];
  for (const [k, w] of words.entries()) {
    const s = sources[k] as WordSource;
    let text = w.text;
    let sentence = s.sentence;
    let reading = sentence ? null : w.reading;
    let meaning = sentence ? (s.translation ?? w.meanings[0] ?? null) : (w.meanings[0] ?? null);
    if (body.kind === 'sentence' && !sentence) {
      // A word book or the new words, as sentences: each word's example (the word's card learns).
      if (!w.example?.text) continue;
      text = w.example.text;
      sentence = true;
      reading = null;
      meaning = w.example.translation;
    }
    if (textLength(text) === 0) continue;
    const readings: string[] = [];
    if (w.lang === 'ja') {
      if (reading && reading !== text) readings.push(reading);
      else if (sentence || /\p{Script=Han}/u.test(text)) {
        const r = await jaReading(nlp, text).catch(() => null);
        if (r && r !== text) readings.push(r);
      }
    }
    // The card that learns: a sentence item's own, else the word's entry (an unknown word: its item).
    const itemCard = s.sentence || s.entryId === null;
    drafts.push({
      position: drafts.length,
      entry_id: itemCard ? null : s.entryId,
      item_id: itemCard ? s.itemId : null,
      lang: w.lang,
      text,
      sentence: sentence ? 1 : 0,
      readings: JSON.stringify(readings),
      pinyin: JSON.stringify(w.lang === 'zh' ? pinyinOf(text) : []),
      meaning,
    });
  }
  if (drafts.length === 0) throw new AppError('dictation.empty', 422);
  const id = await inTransaction(db, async (trx) => {
    const sessionId = await dictationRepo.insertSession(trx, {
      user_id: actor.id,
      source: body.source,
      book_id: body.source === 'book' ? (body.bookId ?? null) : null,
      created_at: now,
    });
    await dictationRepo.insertItems(trx, sessionId, drafts);
    return sessionId;
  });
  return dictationView(db, actor.id, id);
}

function summaryOf(items: ItemRow[]): DictationSummary {
  const answered = items.filter((i) => i.attempts > 0);
  const correct = answered.filter((i) => i.correct === 1).length;
  return {
    total: items.length,
    answered: answered.length,
    correct,
    firstTry: answered.filter((i) => i.first_try === 1).length,
    wrong: answered.length - correct,
  };
}

const firstOf = (text: string) => Array.from(text.trim())[0] ?? '';

export async function dictationView(db: Executor, userId: number, id: number): Promise<DictationSession> {
  const session = await dictationRepo.session(db, userId, id);
  if (!session) throw new AppError('dictation.notFound', 404);
  const items = await dictationRepo.items(db, id);
  return {
    id,
    source: session.source as DictationSource,
    bookId: session.book_id,
    items: items.map((i) => ({
      id: i.id,
      lang: i.lang as Lang,
      audio: { text: i.text, lang: i.lang as Lang },
      sentence: i.sentence === 1,
      hint: { first: firstOf(i.text), meaning: i.meaning },
      attempts: i.attempts,
      correct: i.attempts === 0 ? null : i.correct === 1,
      firstTry: i.attempts === 0 ? null : i.first_try === 1,
    })),
    summary: summaryOf(items),
  };
}

export interface DictationAnswerInput {
  itemId: number;
  answer: string;
  ms: number;
  requestId: string;
}

export async function answerDictation(
  db: Executor,
  actor: Pick<Actor, 'id' | 'timeZone'>,
  sessionId: number,
  input: DictationAnswerInput,
  now = Date.now(),
): Promise<DictationAnswerResult> {
  const userId = actor.id;
  return inTransaction(db, async (trx) => {
    const session = await dictationRepo.session(trx, userId, sessionId);
    if (!session) throw new AppError('dictation.notFound', 404);
    // The item is locked first (PostgreSQL), so a request sent twice at once waits here and then
    // finds the first one's stored answer.
    const item = await dictationRepo.itemForUpdate(trx, sessionId, input.itemId);
    const replay = await dictationRepo.answerByRequest(trx, userId, input.requestId);
    if (replay) {
      if (replay.session_id !== sessionId || replay.item_id !== input.itemId) throw new AppError('dictation.requestReused', 409);
      return JSON.parse(replay.result) as DictationAnswerResult;
    }
    if (!item) throw new AppError('dictation.notFound', 404);
    if (item.correct === 1) throw new AppError('dictation.alreadyRight', 409);
    const readings = JSON.parse(item.readings) as string[];
    const syllables = JSON.parse(item.pinyin) as string[];
    const r = compareDictation(input.answer, { lang: item.lang, text: item.text, readings, pinyin: syllables });
    // One review per card per action: an item's first answer, graded by time as spelling is; a
    // retry after the answer was shown writes none.
    if (item.attempts === 0) {
      await recordReview(
        trx,
        userId,
        {
          entryId: item.entry_id,
          itemId: item.item_id,
          source: 'dictation',
          correct: r.correct,
          ms: input.ms,
          requestId: input.requestId,
          kind: 'spell',
          size: Array.from(item.text).length,
        },
        now,
      );
      await settleTasks(trx, userId, actor.timeZone, now);
    }
    const attempts = item.attempts + 1;
    await dictationRepo.updateItem(trx, item.id, {
      attempts,
      correct: r.correct ? 1 : 0,
      first_try: item.attempts === 0 ? (r.correct ? 1 : 0) : item.first_try,
    });
    const items = await dictationRepo.items(trx, sessionId);
    const result: DictationAnswerResult = {
      itemId: item.id,
      correct: r.correct,
      almost: r.almost,
      diff: r.diff,
      expected: item.text,
      matched: r.matched,
      accepted: [...readings, ...(syllables.length ? [markedPinyin(syllables)] : [])],
      attempts,
      summary: summaryOf(items),
    };
    await dictationRepo.insertAnswer(trx, {
      session_id: sessionId,
      user_id: userId,
      item_id: item.id,
      request_id: input.requestId,
      result: JSON.stringify(result),
      created_at: now,
    });
    return result;
  });
}
