/** Routes of the exams (hash router), named by the spec; the history detail also in its normalized form. */
export const EXAM_PATHS = {
  index: '/pages/exam/index',
  list: '/pages/exam/list',
  submit: '/pages/exam/submit',
  result: '/pages/exam/submitResult',
  readingList: '/pages/exam/reading/list',
  /** The spec's route, with its double slash. */
  historyDetail: '/pages/exam//history/detail',
  /** The same page as react-router normalizes it. */
  historyDetailNormalized: '/pages/exam/history/detail',
} as const;

export const examSubmitPath = (examId: number, attemptId?: number) =>
  `${EXAM_PATHS.submit}?exam=${examId}${attemptId !== undefined ? `&attempt=${attemptId}` : ''}`;
export const examResultPath = (attemptId: number) => `${EXAM_PATHS.result}?attempt=${attemptId}`;
export const examHistoryDetailPath = (attemptId: number) => `${EXAM_PATHS.historyDetail}?attempt=${attemptId}`;
