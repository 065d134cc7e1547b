/** Routes of sentence search and the sentence page (hash router), and links into them. */
export const SENTENCE_PATHS = {
  search: '/pages/sentence/search',
  index: '/pages/sentence/index',
} as const;

export function sentencePath(id: string): string {
  return `${SENTENCE_PATHS.index}?id=${encodeURIComponent(id)}`;
}

export function sentenceSearchPath(q?: string, lang?: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (lang) params.set('lang', lang);
  const s = params.toString();
  return s ? `${SENTENCE_PATHS.search}?${s}` : SENTENCE_PATHS.search;
}
