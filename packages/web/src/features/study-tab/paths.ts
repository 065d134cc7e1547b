/**
 * Routes this part of the study area owns (the first-run and self homes, new-words book, quiz, study
 * settings) and links into study pages built elsewhere (practice, book intro, book choice,
 * vocabulary test), so every page links through one place.
 */
export const STUDY_HOME_PATHS = {
  newIndex: '/pages/index/newindex',
  self: '/pages/index/self',
  newWords: '/pages/book/new-words',
  quiz: '/pages/quiz/quiz',
  studySettings: '/pages/settings/study',
  bookChoose: '/pages/book/book-choose',
  vocabTest: '/pages/vocab-test/index',
} as const;

/** The practice screen playing a session of any kind. */
export function practicePath(sessionId: number): string {
  return `/pages/word/do?session=${sessionId}`;
}

/** A book's intro with its groups. */
export function bookPath(bookId: number): string {
  return `/pages/book/book?id=${bookId}`;
}

/** The quiz set up on the learner's new words. */
export function newWordsQuizPath(): string {
  return `${STUDY_HOME_PATHS.quiz}?from=new-words`;
}
