/** Sentence search (sentence books and dictionary examples) and the sentence page. */
import { sentenceDetailSchema, sentenceIdParams, sentenceSearchQuery, sentenceSearchResultSchema } from '../schemas/sentences.js';
import type { Endpoint } from './define.js';

export const sentencesEndpoints = {
  search: {
    method: 'GET',
    path: '/api/sentences/search',
    auth: true,
    summary:
      'Search every sentence book and dictionary example by words (segmented for zh/ja), in the learning language by default; also by words of the translation',
    query: sentenceSearchQuery,
    response: sentenceSearchResultSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/sentences/:id',
    auth: true,
    summary: 'One sentence (b<itemId> or e<entryId>-<n>) with its translation, book, tokens linked to the dictionary and what to practise',
    params: sentenceIdParams,
    response: sentenceDetailSchema,
  },
} as const satisfies Record<string, Endpoint>;
