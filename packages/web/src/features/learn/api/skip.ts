/** "I know it already" on the learn screen (`POST /api/study/sessions/:id/skip`): an Easy review; the word's items are done. */
import type { MemoryCardView } from '@qfl/core';
import { api } from '../../../api/http';
import type { WordRef } from '../word-ref';

export interface SkipResult {
  card: MemoryCardView;
  completed: boolean;
  points: number;
}

export function skipWord(sessionId: number, ref: WordRef, requestId: string): Promise<SkipResult> {
  return api.post(`/api/study/sessions/${sessionId}/skip`, { body: { ...ref, requestId }, auth: true, toast: false });
}
