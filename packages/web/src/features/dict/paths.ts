/** Routes of the dictionary, word detail and about pages (all public), and links into them. */
export const DICT_PATHS = {
  search: '/pages/dict/search',
  detail: '/pages/dict/detail',
  word: '/pages/word/word',
  about: '/pages/about/index',
} as const;

/** A word's detail page; `base` keeps the reader on the route they came by (dict or word). */
export function detailPath(id: number, base: string = DICT_PATHS.detail): string {
  return `${base}?id=${id}`;
}
