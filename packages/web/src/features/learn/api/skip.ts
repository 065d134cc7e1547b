/** "I know it already" on the learn screen (`POST /api/study/sessions/:id/skip`): an Easy review; the word's items are done. */
import type { SkipResult } from '@qfl/core';
import { api } from '../../../api/http';
import type { WordRef } from '../word-ref';

export function skipWord(sessionId: number, ref: WordRef, requestId: string): Promise<SkipResult> {
  return api.call('POST /api/study/sessions/:id/skip', {
    params: { id: sessionId },
    body: { ...ref, requestId },
    auth: true,
    toast: false,
  });
}
