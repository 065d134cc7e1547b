/** Route of the reader (hash router): `?id=<bookId>` shows the summary, `&page=<n>` a page. */
export const READING_PATH = '/pages/book/reading-book';

export function readingPath(bookId: number, page?: number): string {
  return page === undefined ? `${READING_PATH}?id=${bookId}` : `${READING_PATH}?id=${bookId}&page=${page}`;
}
