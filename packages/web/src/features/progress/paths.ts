/** Route of the study progress page (hash router). */
export const PROGRESS_PATH = '/pages/progress/index';
