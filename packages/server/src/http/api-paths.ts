/**
 * Which request paths are API answers (JSON or audio, never a page): everything under /api/ but
 * the docs, and the few paths the spec names without the /api prefix (points records and spending
 * under /score/, tasks under /task/; the social area's /black/, /jb/, /emoji/, /sysNews/ and /qn/). Security headers and tests use this one list.
 */
export const API_PREFIXES = ['/api/', '/score/', '/task/', '/black/', '/jb/', '/emoji/', '/sysNews/', '/qn/'] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p)) && !url.startsWith('/api/docs');
}
