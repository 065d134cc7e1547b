/** Route of the tasks page (signed in). */
export const TASK_PATHS = {
  page: '/pages/task/index',
} as const;
