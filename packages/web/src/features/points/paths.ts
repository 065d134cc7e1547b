/** Route of the points records page (signed in). */
export const POINTS_PATHS = {
  records: '/pages/score/records',
} as const;
