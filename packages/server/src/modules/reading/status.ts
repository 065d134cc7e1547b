/**
 * A learner's status per word: a mark (`word_status`: known or ignored) wins; otherwise the
 * memory decides — a card known now (core `isKnownNow`: learned, in review, retrievability ≥ 0.9,
 * i.e. time since the last review ≤ stability) is `known`, any other card that was reviewed is
 * `learning` (a word looked up just now is in the learning state: learning, even though its fresh
 * recall is high); no card and no mark is `new`. Page coverage counts these statuses.
 */
import { isKnownNow, type Lang, type WordStatus } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { readingRepo } from './repo.js';

const CHUNK = 500;

export interface CardFacts {
  state: number;
  reps: number;
  last_review: number | null;
  stability: number;
  learned_at: number | null;
}

export function statusOfCard(card: CardFacts | undefined, now: number): WordStatus {
  if (!card || card.reps <= 0 || card.last_review === null) return 'new';
  const known = isKnownNow(
    {
      state: card.state,
      stability: card.stability,
      lastReview: card.last_review,
      learnedAt: card.learned_at,
    },
    now,
  );
  return known ? 'known' : 'learning';
}

/** Statuses of words by key (`e:<id>` / `l:<lemma>`) for one learner and language. */
export async function statusesOf(
  db: Executor,
  userId: number,
  lang: Lang,
  keys: readonly string[],
  now = Date.now(),
): Promise<Map<string, WordStatus>> {
  const marks = new Map<string, WordStatus>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await readingRepo.marks(db, userId, lang, keys.slice(i, i + CHUNK));
    for (const r of rows) marks.set(r.word_key, r.status as WordStatus);
  }
  const entryIds = keys.filter((k) => k.startsWith('e:') && !marks.has(k)).map((k) => Number(k.slice(2)));
  const cards = new Map<number, CardFacts>();
  for (let i = 0; i < entryIds.length; i += CHUNK) {
    const rows = await readingRepo.wordCards(db, userId, entryIds.slice(i, i + CHUNK));
    for (const r of rows) cards.set(Number(r.entry_id), r);
  }
  const out = new Map<string, WordStatus>();
  for (const k of keys) out.set(k, marks.get(k) ?? (k.startsWith('e:') ? statusOfCard(cards.get(Number(k.slice(2))), now) : 'new'));
  return out;
}
