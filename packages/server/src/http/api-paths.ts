/**
 * Which request paths are API answers (JSON or audio, never a page): everything under /api/ but
 * the docs, and the few paths the spec names without the /api prefix (points records and spending
 * under /score/, tasks under /task/). Security headers and tests use this one list.
 */
export const API_PREFIXES = ['/api/', '/score/', '/task/'] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p)) && !url.startsWith('/api/docs');
}
