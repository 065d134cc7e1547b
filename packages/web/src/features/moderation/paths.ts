/** The admins' pages for reports and the moderation queue (issue 13). */
export const MODERATION_PATHS = {
  reports: '/pages/admin/reports',
  queue: '/pages/admin/moderation',
} as const;
