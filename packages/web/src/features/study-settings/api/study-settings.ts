/**
 * The learner's study settings (`/api/study/settings`): daily new words, desired retention,
 * active book, personalized FSRS weights. Writing answers the whole settings object, which
 * goes straight into the cache; today's words depend on it, so they are refetched.
 */
import type { StudySettings } from '@qfl/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { SETTINGS_KEY } from '../../study/invalidate';
import { invalidateToday } from '../../study-tab/api/today';

export type { StudySettings };

export interface StudySettingsChange {
  dailyNew?: number;
  desiredRetention?: number;
  activeBookId?: number | null;
}

export function fetchStudySettings(): Promise<StudySettings> {
  return api.get('/api/study/settings', { auth: true });
}

export function saveStudySettings(body: StudySettingsChange): Promise<StudySettings> {
  return api.put('/api/study/settings', { body, auth: true });
}

/** The same keys as the book pages' settings module (one cache for the settings). */
export const studySettingsKeys = {
  all: SETTINGS_KEY,
  mine: (userId: number | undefined) => [...SETTINGS_KEY, userId] as const,
};

export function useStudySettingsQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: studySettingsKeys.mine(userId), queryFn: fetchStudySettings, enabled: signedIn });
}

/** Saves a change; the answer replaces the cached settings and what depends on them is refetched. */
export function useSaveStudySettings() {
  const client = useQueryClient();
  const userId = useSession((s) => s.userInfo?.id);
  return useMutation({
    mutationFn: saveStudySettings,
    onSuccess: (settings) => {
      client.setQueryData(studySettingsKeys.mine(userId), settings);
      void invalidateToday(client);
    },
  });
}

export function invalidateStudySettings(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: studySettingsKeys.all });
}
