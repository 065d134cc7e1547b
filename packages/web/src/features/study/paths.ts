/** Routes of the study loop (choose a book, its intro, learn, practise, summary, word list) and links into them. */
export const STUDY_PATHS = {
  bookChoose: '/pages/book/book-choose',
  book: '/pages/book/book',
  learn: '/pages/word/index',
  practice: '/pages/word/do',
  summary: '/pages/word/summary',
  wordList: '/pages/word/wordList',
} as const;

export const bookPath = (id: number) => `${STUDY_PATHS.book}?id=${id}`;
export const learnPath = (sessionId: number) => `${STUDY_PATHS.learn}?session=${sessionId}`;
/** The practice screen plays any session kind (group, review, new-words, quiz, daily test). */
export const practicePath = (sessionId: number) => `${STUDY_PATHS.practice}?session=${sessionId}`;
export const summaryPath = (sessionId: number) => `${STUDY_PATHS.summary}?session=${sessionId}`;
export function wordListPath(bookId: number, group?: number | null): string {
  return group === undefined || group === null
    ? `${STUDY_PATHS.wordList}?book=${bookId}`
    : `${STUDY_PATHS.wordList}?book=${bookId}&group=${group}`;
}

/** A positive integer id from a query parameter, or null (then the page says navigation failed). */
export function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** A group number (as the book numbers them) from a query parameter; null when absent or malformed. */
export function parseGroup(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}
