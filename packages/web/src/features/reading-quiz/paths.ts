/** Reading answering: comprehension questions on a page of an article book (spec route). */
export const READING_PAGE_PATH = '/pages/book/reading-page';
export const readingPagePath = (bookId: number, page: number) => `${READING_PAGE_PATH}?id=${bookId}&page=${page}`;
