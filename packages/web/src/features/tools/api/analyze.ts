/**
 * The quick tools' server data: sentence analysis, grammar tree and word basics (contracts from
 * @qfl/core). Results depend only on their input, so they are cached by it; nothing to invalidate
 * besides a language switch of the UI (glosses), covered by the UI language in the key.
 */
import type { GrammarAnalysis, Lang, SentenceAnalysis, WordBasics } from '@qfl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { currentLanguage } from '../../../i18n';

export type { GrammarAnalysis, SentenceAnalysis, WordBasics };

export const analyzeKeys = {
  all: ['analyze'] as const,
  sentence: (lang: Lang, text: string, ui: string) => ['analyze', 'sentence', lang, text, ui] as const,
  grammar: (lang: Lang, text: string) => ['analyze', 'grammar', lang, text] as const,
  wordBasics: (lang: Lang, word: string, ui: string) => ['analyze', 'word-basics', lang, word, ui] as const,
};

const quiet = { auth: true, toast: false } as const;

export function analyzeSentence(lang: Lang, text: string): Promise<SentenceAnalysis> {
  return api.call('POST /api/analyze/sentence', { body: { lang, text }, ...quiet });
}

export function analyzeGrammar(lang: Lang, text: string): Promise<GrammarAnalysis> {
  return api.call('POST /api/analyze/grammar', { body: { lang, text }, ...quiet });
}

export function fetchWordBasics(lang: Lang, word: string): Promise<WordBasics> {
  return api.call('GET /api/analyze/word-basics', { query: { lang, word }, ...quiet });
}

const enabled = (text: string) => text.trim().length > 0;

export function useSentenceAnalysisQuery(lang: Lang, text: string) {
  const ui = currentLanguage();
  return useQuery({
    queryKey: analyzeKeys.sentence(lang, text, ui),
    queryFn: () => analyzeSentence(lang, text),
    enabled: enabled(text),
    retry: false,
  });
}

export function useGrammarQuery(lang: Lang, text: string) {
  return useQuery({
    queryKey: analyzeKeys.grammar(lang, text),
    queryFn: () => analyzeGrammar(lang, text),
    enabled: enabled(text),
    retry: false,
  });
}

export function useWordBasicsQuery(lang: Lang, word: string) {
  const ui = currentLanguage();
  return useQuery({
    queryKey: analyzeKeys.wordBasics(lang, word, ui),
    queryFn: () => fetchWordBasics(lang, word),
    enabled: enabled(word),
    retry: false,
  });
}
