/**
 * After study changes the memory (a finished group, a chosen book): refetch what shows it —
 * points (and their records), tasks, today's words, progress, books (known share, group status)
 * and the study settings.
 */
import type { QueryClient } from '@tanstack/react-query';
import { invalidateBooks } from '../books/api/books';
import { invalidatePoints } from '../points/api/points';
import { invalidateTasks } from '../tasks/api/tasks';
import { PROGRESS_KEY, SETTINGS_KEY, TODAY_KEY } from './keys';

export async function invalidateAfterStudy(client: QueryClient): Promise<void> {
  await Promise.all([
    invalidatePoints(client),
    invalidateTasks(client),
    invalidateBooks(client),
    client.invalidateQueries({ queryKey: TODAY_KEY }),
    client.invalidateQueries({ queryKey: PROGRESS_KEY }),
  ]);
}

/** After the active book changed. */
export async function invalidateAfterBookChoice(client: QueryClient): Promise<void> {
  await Promise.all([
    invalidateBooks(client),
    client.invalidateQueries({ queryKey: TODAY_KEY }),
    client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  ]);
}
