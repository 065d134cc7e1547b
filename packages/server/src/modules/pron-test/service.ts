/**
 * Pronunciation tests: the questions are made here (core's generators over dictionary words, with
 * pinyin-pro for Chinese syllables and a character's readings) and stored with their answers; one
 * submission grades them all, stores the score and detail, and reviews the learner's card (source
 * `pronunciation`; skipped = Again) for every question about a word the dictionary knows, in one
 * transaction. A test makes no card: a word without one is kept as word evidence.
 */
import {
  enHeteronymQuestions,
  ipaQuestions,
  jaKanjiQuestions,
  kanaQuestions,
  KO_SYLLABLES,
  koreanQuestions,
  type Lang,
  PRON_TEST_SIZE,
  type PronKind,
  type PronQuestionDraft,
  type PronResult,
  type PronTest,
  type Rng,
  shuffled,
  zhPolyFromWords,
  zhPolyQuestions,
  zhSyllableQuestions,
} from '@qfl/core';
import { pinyin, polyphonic } from 'pinyin-pro';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { recordReview } from '../memory/service.js';
import { settleTasks } from '../tasks/service.js';
import { pronTestRepo } from './repo.js';

/** A stored question: the draft (with its answer) and the entry whose memory learns from it. */
export interface StoredQuestion extends PronQuestionDraft {
  entryId: number | null;
}

/** Common characters, used when the dictionary has too few Chinese single-character words. */
const ZH_CHARS = Array.from('妈好安是来去我你他大小人天山水火中国学生老师朋友吃喝看听说读写家车猫狗花鸟鱼马门书手口月日年');

/**
 * Words a test should not show (obscene, offensive, sexual or violent senses), by their English
 * glosses — the dictionary marks them there ("obscene terms for…", "to rape"). Over-cautious on purpose.
 */
const UNSUITABLE = /obscen|vulgar|offensive|disparag|derogat|slur|taboo|genital|sexual|\bsex\b|\brape|\bfuck|\bpenis|\bvagina/i;
export const suitable = (meanings: string) => !UNSUITABLE.test(meanings);

/**
 * Word pools drawn from the dictionary change only when content loads, so each is kept for ten
 * minutes, per database (so tests on fresh databases never share one).
 */
const POOL_TTL_MS = 10 * 60_000;
const pools = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();
function pooled<T>(db: Executor, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = pools.get(db);
  if (!byKey) {
    byKey = new Map();
    pools.set(db, byKey);
  }
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < POOL_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  byKey.set(key, { at: Date.now(), value });
  value.catch(() => byKey.delete(key));
  return value;
}

export function zhParts(chars: string[]) {
  return chars.flatMap((c) => {
    const tone = Number(pinyin(c, { pattern: 'num' }));
    const final = pinyin(c, { pattern: 'final', toneType: 'none' });
    return final ? [{ text: c, initial: pinyin(c, { pattern: 'initial' }), final, tone }] : [];
  });
}

async function phonetic(db: Executor, lang: string, rng: Rng): Promise<PronQuestionDraft[]> {
  switch (lang) {
    case 'en': {
      // Words with a British transcription (pron_b: the learner's dictionary, ECDICT; names and
      // rare senses have none); real transcriptions have a non-ASCII symbol (ə, ː, ɪ…).
      const words = await pooled(db, 'en-ipa', async () =>
        (await pronTestRepo.rankedWords(db, 'en', 3000)).flatMap((r) => {
          const ipa = r.pron_b;
          return ipa && /^[a-z]{3,}$/.test(r.headword) && /[^\x20-\x7e]/.test(ipa) && suitable(r.meanings)
            ? [{ text: r.headword, ipa }]
            : [];
        }),
      );
      return ipaQuestions(words, PRON_TEST_SIZE, rng);
    }
    case 'zh': {
      const parts = await pooled(db, 'zh-syllables', async () => {
        const chars = (await pronTestRepo.rankedWords(db, 'zh', 600)).map((r) => r.headword).filter((h) => /^\p{Script=Han}$/u.test(h));
        return zhParts(chars.length >= 20 ? chars : ZH_CHARS);
      });
      return zhSyllableQuestions(parts, PRON_TEST_SIZE, rng);
    }
    case 'ja':
      return kanaQuestions(PRON_TEST_SIZE, rng);
    case 'ko': {
      const syllables = await pooled(db, 'ko-syllables', async () =>
        (await pronTestRepo.rankedWords(db, 'ko', 300)).flatMap((r) => Array.from(r.headword)).filter((c) => /[\uac00-\ud7a3]/.test(c)),
      );
      return koreanQuestions(syllables.length >= 30 ? syllables : KO_SYLLABLES, PRON_TEST_SIZE, rng);
    }
    default:
      throw new AppError('pronTest.unavailable', 422);
  }
}

/** A character's readings (tone marks), from pinyin-pro; pure, so kept for the process. */
const readingCache = new Map<string, string[]>();
function readingsOf(char: string): string[] {
  let r = readingCache.get(char);
  if (!r) {
    r = [...new Set((polyphonic(char, { type: 'array' })[0] ?? []).map((x) => x.normalize('NFC').toLowerCase()))];
    if (readingCache.size < 20_000) readingCache.set(char, r);
  }
  return r;
}

/** Words read in pinyin where polyphones are looked for in use. */
const ZH_POLY_WORDS = 5000;

/**
 * Chinese: half the questions from the dictionary (characters that the words of the built-in word
 * books read two ways, answered by the dictionary's reading), the rest from the curated list; one
 * question per character.
 */
async function zhPolyphones(db: Executor, rng: Rng): Promise<PronQuestionDraft[]> {
  const words = await pooled(db, 'zh-poly-words', async () => {
    // The words of the built-in Chinese word books (curated learning lists); the most frequent
    // dictionary words where there are none.
    let rows = await pronTestRepo.builtinZhBookWords(db, ZH_POLY_WORDS * 4);
    if (rows.length === 0) rows = await pronTestRepo.frequentZhWords(db, ZH_POLY_WORDS);
    return rows.filter((r) => suitable(r.meanings)).map((r) => ({ word: r.headword, reading: r.reading as string }));
  });
  const fromDict = zhPolyFromWords(words, readingsOf, PRON_TEST_SIZE / 2, rng);
  const asked = new Set(fromDict.map((q) => q.prompt));
  const curated = zhPolyQuestions(PRON_TEST_SIZE * 2, rng, readingsOf).filter((q) => !asked.has(q.prompt));
  return shuffled([...fromDict, ...curated.slice(0, PRON_TEST_SIZE - fromDict.length)], rng);
}

async function multi(db: Executor, lang: string, rng: Rng): Promise<PronQuestionDraft[]> {
  switch (lang) {
    case 'zh':
      return zhPolyphones(db, rng);
    case 'en':
      return enHeteronymQuestions(PRON_TEST_SIZE, rng);
    case 'ja':
      return jaKanjiQuestions(PRON_TEST_SIZE, rng);
    default:
      throw new AppError('pronTest.unavailable', 422);
  }
}

/** The dictionary entry of each question's word, if any (most frequent first). */
async function withEntries(db: Executor, lang: string, drafts: PronQuestionDraft[]): Promise<StoredQuestion[]> {
  const words = [...new Set(drafts.map((d) => d.word).filter((w): w is string => w !== null))];
  const ids = new Map<string, number>();
  if (words.length) {
    const rows = await pronTestRepo.entriesByHeadword(db, lang, words);
    for (const r of rows) if (!ids.has(r.headword)) ids.set(r.headword, r.id);
  }
  return drafts.map((d) => ({ ...d, entryId: d.word === null ? null : (ids.get(d.word) ?? null) }));
}

export async function startPronTest(
  db: Executor,
  actor: Actor,
  body: { kind: PronKind; lang?: Lang },
  now = Date.now(),
  rng: Rng = Math.random,
): Promise<PronTest> {
  let lang: string | null | undefined = body.lang;
  if (!lang) lang = await pronTestRepo.learningLang(db, actor.id);
  if (!lang) throw new AppError('validation', 422, { field: 'lang' });
  const drafts = body.kind === 'phonetic' ? await phonetic(db, lang, rng) : await multi(db, lang, rng);
  if (drafts.length === 0) throw new AppError('pronTest.unavailable', 422);
  const questions = await withEntries(db, lang, drafts);
  const id = await pronTestRepo.insert(db, {
    user_id: actor.id,
    kind: body.kind,
    lang,
    questions: JSON.stringify(questions),
    total: questions.length,
    created_at: now,
  });
  return {
    id,
    kind: body.kind,
    lang: lang as Lang,
    questions: questions.map((q, id) => ({
      id,
      type: q.type,
      prompt: q.prompt,
      context: q.context,
      highlight: q.highlight,
      audio: q.audio as PronTest['questions'][number]['audio'],
      options: q.options,
    })),
  };
}

export interface PronSubmitInput {
  answers: { questionId: number; answer: string | null; ms?: number }[];
  requestId: string;
}

export async function submitPronTest(
  db: Executor,
  actor: Pick<Actor, 'id' | 'timeZone'>,
  testId: number,
  input: PronSubmitInput,
  now = Date.now(),
): Promise<PronResult> {
  return inTransaction(db, async (trx) => {
    const row = await pronTestRepo.forUpdate(trx, actor.id, testId);
    if (!row) throw new AppError('pronTest.notFound', 404);
    if (row.submitted_at !== null) {
      if (row.request_id === input.requestId && row.detail) return JSON.parse(row.detail) as PronResult;
      throw new AppError('pronTest.alreadySubmitted', 409);
    }
    const questions = JSON.parse(row.questions) as StoredQuestion[];
    const given = new Map<number, { answer: string | null; ms?: number }>();
    for (const a of input.answers) {
      const question = questions[a.questionId];
      if (!question || given.has(a.questionId)) throw new AppError('validation', 422, { field: 'answers' });
      if (a.answer !== null && !question.options.includes(a.answer)) throw new AppError('validation', 422, { field: 'answers' });
      given.set(a.questionId, a);
    }
    const results: PronResult['results'] = [];
    let reviewed = false;
    for (const [id, question] of questions.entries()) {
      const a = given.get(id);
      const answer = a?.answer ?? null;
      const correct = answer !== null && answer === question.answer;
      // Every question about a word reviews its card, a skipped or unanswered one as Again; a test
      // makes no card (a word without one is kept as evidence).
      if (question.entryId !== null) {
        const outcome = await recordReview(
          trx,
          actor.id,
          {
            entryId: question.entryId,
            source: 'pronunciation',
            correct,
            // "I don't know" sends null; a question left out was skipped.
            ...(answer === null ? { outcome: a === undefined ? ('skipped' as const) : ('dont-know' as const) } : {}),
            ms: a?.ms ?? 6000,
            requestId: `${input.requestId}:${id}`,
            kind: 'listen-choice',
            createCard: false,
          },
          now,
        );
        if (outcome.recorded) reviewed = true;
      }
      results.push({
        questionId: id,
        type: question.type,
        prompt: question.prompt,
        context: question.context,
        highlight: question.highlight,
        correct,
        given: answer,
        expected: question.answer,
        reveal: question.reveal as PronResult['results'][number]['reveal'],
      });
    }
    if (reviewed) await settleTasks(trx, actor.id, actor.timeZone, now);
    const result: PronResult = {
      id: row.id,
      kind: row.kind as PronKind,
      lang: row.lang as Lang,
      score: results.filter((r) => r.correct).length,
      total: questions.length,
      at: new Date(now).toISOString(),
      results,
    };
    await pronTestRepo.markSubmitted(trx, row.id, {
      submitted_at: now,
      score: result.score,
      detail: JSON.stringify(result),
      request_id: input.requestId,
    });
    return result;
  });
}

export async function pronHistory(db: Executor, userId: number, kind?: PronKind) {
  const rows = await pronTestRepo.history(db, userId, kind);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as PronKind,
      lang: r.lang as Lang,
      score: Number(r.score),
      total: r.total,
      at: new Date(Number(r.submitted_at)).toISOString(),
    })),
  };
}

/** A submitted test of the user with its detail (as answered at submission). */
export async function pronTestDetail(db: Executor, userId: number, id: number): Promise<PronResult> {
  const detail = await pronTestRepo.detail(db, userId, id);
  if (!detail) throw new AppError('pronTest.notFound', 404);
  return JSON.parse(detail) as PronResult;
}
