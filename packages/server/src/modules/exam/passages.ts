/**
 * Reading questions for a passage (a page of an article book, or an exam's reading passage):
 * sentences from core's splitter, tokens from the app's analyser (`app.nlp`) linked to the
 * dictionary, the dictionary words behind them, distractor pools of the same frequency band,
 * then core's deterministic rules (`readingQuestions`).
 */
import {
  type DraftQuestion,
  type Lang,
  type PassageItem,
  passageSentences,
  type QuestionToken,
  readingQuestions,
  readingTargets,
  type WordInfo,
} from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { linkTokens, type Nlp } from '../../nlp/index.js';
import { orderedMeanings, shortMeaning } from '../study/words.js';
import { type EntryRow, examRepo } from './repo.js';

const POOL_SIZE = 60;

function parseList(json: string): string[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function wordInfo(r: EntryRow, order: string[], lang: string): WordInfo {
  const m = orderedMeanings(r.meanings, order, lang);
  return {
    entryId: r.id,
    headword: r.headword,
    pos: parseList(r.pos),
    rank: r.freq_rank,
    meaning: m.list.length > 0 ? shortMeaning(m.list, null) : null,
  };
}

/** Dictionary words of the same language and frequency band as `target` (for distractors). */
async function bandPool(db: Executor, lang: string, target: WordInfo, order: string[]): Promise<WordInfo[]> {
  const rank = target.rank ?? 1000;
  const rows = await examRepo.rankBand(
    db,
    lang,
    Math.max(1, Math.floor(rank * 0.7) - 50),
    Math.ceil(rank * 1.3) + 50,
    target.entryId,
    POOL_SIZE,
  );
  return rows.map((r) => wordInfo(r, order, lang));
}

export async function passageQuestions(
  db: Executor,
  nlp: Nlp,
  lang: Lang,
  items: readonly PassageItem[],
  seed: string,
  meaningOrder: string[],
  max?: number,
): Promise<DraftQuestion[]> {
  const sentences = passageSentences(items, lang);
  if (sentences.length === 0) return [];
  const tokenLists = await nlp.tokenizeMany(
    lang,
    sentences.map((s) => s.text),
  );
  const flat = tokenLists.flat();
  const ids = await linkTokens(db, lang, flat);
  let k = 0;
  const withTokens = sentences.map((s, i) => ({
    ...s,
    tokens: (tokenLists[i] ?? []).map(
      (t): QuestionToken => ({ text: t.text, start: t.start, end: t.end, word: t.word, pos: t.pos, entryId: ids[k++] ?? null }),
    ),
  }));
  const entryIds = [...new Set(ids.filter((id): id is number => id !== null))];
  const words = new Map<number, WordInfo>();
  for (let i = 0; i < entryIds.length; i += 500) {
    const rows = await examRepo.entries(db, entryIds.slice(i, i + 500));
    for (const r of rows) words.set(r.id, wordInfo(r, meaningOrder, lang));
  }
  const targets = readingTargets(withTokens, words, lang, seed);
  const pools = new Map<number, WordInfo[]>();
  for (const t of targets) {
    const info = words.get(t.entryId);
    if (info && !pools.has(t.entryId)) pools.set(t.entryId, await bandPool(db, lang, info, meaningOrder));
  }
  return readingQuestions({
    lang,
    sentences: withTokens,
    itemIds: items.map((i) => i.itemId),
    words,
    targets,
    pools,
    seed,
    ...(max !== undefined ? { max } : {}),
  });
}
