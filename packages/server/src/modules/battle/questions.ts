/**
 * The questions of a battle, chosen by the server once when the room is made: first the due and
 * weak words of both learners (their memory cards in the language, due now or lapsed, among the
 * built-in word books of the band), then level-appropriate new words from the built-in word books
 * (the exam's picker). Each question asks one word in one of three ways — choose its meaning,
 * choose the word for a meaning, hear it and choose its meaning — with three distractors drawn
 * from the same band's words (read, where the band allows, in the language each seat reads the
 * answer's meaning in). Each seat sees the meanings in its own native language; the word, the
 * right answer and the opaque choice ids are the same for both.
 */
import { randomFillSync } from 'node:crypto';
import { type BattleChoice, type BattlePrompt, type BattleQuestionKind, type Lang, type Rng, sameAnswer, shuffled } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { entriesById, meaningOrder, orderedMeanings, shortMeaning } from '../study/words.js';
import { battleRepo } from './repo.js';
import type { FreshWords } from './word-pool.js';

export interface SeatLanguage {
  userId: number | null;
  nativeLang: string | null;
  uiLang: string;
}

export interface SeatView {
  prompt: BattlePrompt;
  choices: BattleChoice[];
  /** The word's meaning as this seat reads it (for the missed-words list). */
  meaning: string;
}

export interface BattleQuestion {
  id: string;
  kind: BattleQuestionKind;
  entryId: number;
  word: string;
  lang: Lang;
  /** The right choice id. */
  correctId: string;
  /** Per seat (0, 1). */
  views: [SeatView, SeatView];
}

export interface Band {
  lang: Lang;
  levelFrom: number;
  levelTo: number;
}

/** Random bytes for the opaque ids, from a pool: a room takes ~25 ids, and a `randomBytes` call per id was a third of building the questions in the benchmark's profile. */
const pool = Buffer.alloc(6 * 512);
let used = pool.length;
const opaque = () => {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 6;
  return pool.toString('base64url', used - 6, used);
};

interface Candidate {
  entryId: number;
  word: string;
  reading: string | null;
  /** Short meaning per seat, and the language each is in. */
  meanings: [string, string];
  meaningLangs: [string, string];
}

export async function buildQuestions(
  db: Executor,
  freshWords: FreshWords,
  band: Band,
  seats: [SeatLanguage, SeatLanguage],
  count: number,
  rng: Rng,
  now = Date.now(),
): Promise<BattleQuestion[]> {
  const humans = seats.map((s) => s.userId).filter((x): x is number => x !== null);
  const fromMemory = await battleRepo.memoryWords(db, humans, band, Math.ceil(count / 4), now);
  const fresh = await freshWords(band, count * 4, rng);
  const entries = new Map(fresh.map((e) => [e.id, e]));
  for (const [id, e] of await entriesById(
    db,
    fromMemory.filter((id) => !entries.has(id)),
  ))
    entries.set(id, e);
  const ids = [...new Set([...fromMemory, ...fresh.map((w) => w.id)])];
  const orders = seats.map((s) => meaningOrder(s.nativeLang, s.uiLang));
  const candidates = new Map<number, Candidate>();
  for (const id of ids) {
    const e = entries.get(id);
    if (!e) continue;
    const om = orders.map((o) => orderedMeanings(e.meanings, o, e.lang));
    const m = om.map((x) => shortMeaning(x.list, null));
    if (!m[0] || !m[1]) continue;
    const ml = om.map((x, i) => x.lang ?? orders[i]?.[0] ?? 'en');
    candidates.set(id, {
      entryId: id,
      word: e.headword,
      reading: e.reading,
      meanings: [m[0], m[1]],
      meaningLangs: [ml[0] as string, ml[1] as string],
    });
  }
  const asked = [...new Set([...fromMemory, ...shuffled(fresh, rng).map((w) => w.id)])].filter((id) => candidates.has(id)).slice(0, count);
  const pool = [...candidates.values()];
  const out: BattleQuestion[] = [];
  const kinds: BattleQuestionKind[] = ['meaning', 'word', 'listen'];
  for (const [i, id] of shuffled(asked, rng).entries()) {
    const c = candidates.get(id) as Candidate;
    const others: Candidate[] = [];
    const order = shuffled(pool, rng);
    // Distractors whose meanings each seat reads in the same language as the answer's come first:
    // one choice in English among Spanish ones would give the answer away. Others only when too few.
    const sameLangs = (o: Candidate) => o.meaningLangs[0] === c.meaningLangs[0] && o.meaningLangs[1] === c.meaningLangs[1];
    for (const strict of [true, false])
      for (const o of order) {
        if (others.length === 3) break;
        if ((strict && !sameLangs(o)) || others.includes(o)) continue;
        if (o.entryId === c.entryId || sameAnswer(o.word, c.word)) continue;
        const clash = [c, ...others].some(
          (x) => sameAnswer(x.word, o.word) || sameAnswer(x.meanings[0], o.meanings[0]) || sameAnswer(x.meanings[1], o.meanings[1]),
        );
        if (!clash) others.push(o);
      }
    if (others.length < 3) continue;
    const kind = kinds[(i + Math.floor(rng() * 3)) % 3] as BattleQuestionKind;
    const options = shuffled([c, ...others], rng).map((o) => ({ id: opaque(), cand: o }));
    const correctId = (options.find((o) => o.cand === c) as { id: string }).id;
    const view = (seat: 0 | 1): SeatView => ({
      prompt: {
        kind,
        text: kind === 'word' ? c.meanings[seat] : c.word,
        lang: kind === 'word' ? (c.meaningLangs[seat] as Lang) : band.lang,
        reading: kind === 'meaning' ? c.reading : null,
      },
      choices: options.map((o) => ({ id: o.id, text: kind === 'word' ? o.cand.word : o.cand.meanings[seat] })),
      meaning: c.meanings[seat],
    });
    out.push({ id: opaque(), kind, entryId: c.entryId, word: c.word, lang: band.lang, correctId, views: [view(0), view(1)] });
  }
  return out;
}
