/**
 * The dictionary: search as you type (public), entry detail (with the new-words flag when signed
 * in), word lookup, the new-words book, the signed-in user's search history, and the credits of
 * the built-in content.
 */
import { creditsSchema } from '../schemas/content.js';
import {
  dictEntryDetailSchema,
  dictIdParams,
  dictLookupQuery,
  dictLookupSchema,
  dictSearchQuery,
  dictSearchResultSchema,
  dictHistoryBody,
  historyItemSchema,
  historyListSchema,
  dictNewWordsBody,
  newWordsFlagSchema,
  newWordsPageSchema,
  dictNewWordsQuery,
  removedSchema,
} from '../schemas/dict.js';
import type { Endpoint } from './define.js';

export const dictEndpoints = {
  search: {
    method: 'GET',
    path: '/api/dict/search',
    auth: false,
    summary: 'Search as you type',
    query: dictSearchQuery,
    response: dictSearchResultSchema,
  },
  entry: {
    method: 'GET',
    path: '/api/dict/entries/:id',
    // Open to everyone; a signed-in reader's answer says whether the word is in their new words.
    auth: 'optional',
    summary: 'Entry detail; related maps lang:word of its related words to their entry ids; inNewWords when signed in',
    params: dictIdParams,
    response: dictEntryDetailSchema,
  },
  lookup: {
    method: 'GET',
    path: '/api/dict/lookup',
    auth: false,
    summary: 'Id of the best entry for a word (exact headword, then inflected form, then reading)',
    query: dictLookupQuery,
    response: dictLookupSchema,
  },
  setNewWords: {
    method: 'PUT',
    path: '/api/dict/entries/:id/new-words',
    auth: true,
    summary: 'Add to or remove from the new-words book',
    params: dictIdParams,
    body: dictNewWordsBody,
    response: newWordsFlagSchema,
  },
  newWords: {
    method: 'GET',
    path: '/api/dict/new-words',
    auth: true,
    summary: 'The new-words book, newest first',
    query: dictNewWordsQuery,
    response: newWordsPageSchema,
  },
  credits: {
    method: 'GET',
    path: '/api/content/credits',
    auth: false,
    summary: 'Sources, licenses and attributions of the built-in content',
    response: creditsSchema,
  },
  history: {
    method: 'GET',
    path: '/api/dict/history',
    auth: true,
    summary: 'Search history, newest first',
    response: historyListSchema,
  },
  addHistory: {
    method: 'POST',
    path: '/api/dict/history',
    auth: true,
    summary: 'Record a look-up',
    body: dictHistoryBody,
    response: historyItemSchema,
  },
  removeHistory: {
    method: 'DELETE',
    path: '/api/dict/history/:id',
    auth: true,
    summary: 'Remove one history item',
    params: dictIdParams,
    response: removedSchema,
  },
  clearHistory: {
    method: 'DELETE',
    path: '/api/dict/history',
    auth: true,
    summary: 'Clear the search history',
    response: removedSchema,
  },
} as const satisfies Record<string, Endpoint>;
