/** Routes of the quick tools (hash router); the analysed text and language travel in the query. */
export const TOOLS_PATHS = {
  wordBasics: '/pages/tools/word-basics',
  analysis: '/pages/tools/analysis',
  grammar: '/pages/tools/grammar',
} as const;

/** A tool page with its input filled in (back from a dictionary entry finds the same result). */
export function toolPath(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}
