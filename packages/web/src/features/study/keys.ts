/**
 * Query key prefixes of the study tab's today, progress and settings queries: a file of their own,
 * so that those queries and invalidate.ts (which imports the tasks' invalidation, and the tasks
 * import today's) share them without a cycle.
 */
export const TODAY_KEY = ['study', 'today'] as const;
export const PROGRESS_KEY = ['progress'] as const;
export const SETTINGS_KEY = ['study', 'settings'] as const;
