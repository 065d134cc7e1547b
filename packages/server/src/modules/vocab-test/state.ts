/** What a vocabulary test row keeps in its `state` column (JSON), read back with a check. */
import type { VocabAnswerResult, VocabOutcome, VocabQuestion } from '@qfl/core';

export interface AskedWord {
  entryId: number;
  rank: number;
  outcome: VocabOutcome;
  ms: number;
}

export interface CurrentQuestion extends VocabQuestion {
  rank: number;
  expected: string;
}

export interface VocabTestState {
  /** Usable ranked words of the language when the test started (capped at VOCAB_MAX_RANK). */
  maxRank: number;
  /** Languages of the meanings, in order of preference (native first). */
  meaningLangs: string[];
  asked: AskedWord[];
  current: CurrentQuestion | null;
  /** The answer result of each request id, replayed as is. */
  replies: Record<string, VocabAnswerResult>;
}

export function parseState(text: string): VocabTestState {
  const s = JSON.parse(text) as Partial<VocabTestState>;
  if (typeof s.maxRank !== 'number' || !Array.isArray(s.asked) || !Array.isArray(s.meaningLangs)) {
    throw new Error('vocab test state is malformed');
  }
  return { maxRank: s.maxRank, meaningLangs: s.meaningLangs, asked: s.asked, current: s.current ?? null, replies: s.replies ?? {} };
}

/** The question as the client sees it (without the expected answer). */
export function publicQuestion(q: CurrentQuestion): VocabQuestion {
  return { entryId: q.entryId, word: q.word, choices: q.choices, canSkip: true };
}
