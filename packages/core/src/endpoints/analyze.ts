/** Quick tools for signed-in users: sentence analysis, grammar structure and word basics. */
import { analyzeBody, grammarAnalysisSchema, sentenceAnalysisSchema, wordBasicsQuery, wordBasicsSchema } from '../schemas/analyze.js';
import type { Endpoint } from './define.js';

export const analyzeEndpoints = {
  sentence: {
    method: 'POST',
    path: '/api/analyze/sentence',
    auth: true,
    summary: 'Tokens of a sentence with lemma, part of speech, reading and dictionary entry',
    body: analyzeBody,
    response: sentenceAnalysisSchema,
  },
  grammar: {
    method: 'POST',
    path: '/api/analyze/grammar',
    auth: true,
    summary: 'A reduced grammar tree: clauses and phrases (en/es), segments, particles and endings (zh/ja/ko)',
    body: analyzeBody,
    response: grammarAnalysisSchema,
  },
  wordBasics: {
    method: 'GET',
    path: '/api/analyze/word-basics',
    auth: true,
    summary: 'Roots and word family (en), characters with radical and components (zh/ja) or hanja (ko) of a word',
    query: wordBasicsQuery,
    response: wordBasicsSchema,
  },
} as const satisfies Record<string, Endpoint>;
