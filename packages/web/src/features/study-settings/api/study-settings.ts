/**
 * The learner's study settings (`/api/study/settings`): daily new words, desired retention,
 * active book, the day's rollover hour, the review mode and the personalized FSRS weights with
 * their last fit. Writing answers the whole settings object, which goes straight into the cache;
 * today's words depend on it, so they are refetched. Also the retention helper
 * (`/api/study/retention-helper`) and the reschedule action (`POST /api/study/reschedule`).
 */
import type { RetentionHelper, StudySettings, StudySettingsBody } from '@qfl/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { SETTINGS_KEY } from '../../study/keys';
import { invalidateToday } from '../../study-tab/api/today';

export type { RetentionHelper, StudySettings };

export function fetchStudySettings(): Promise<StudySettings> {
  return api.call('GET /api/study/settings', { auth: true });
}

export function saveStudySettings(body: StudySettingsBody): Promise<StudySettings> {
  return api.call('PUT /api/study/settings', { body, auth: true });
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

const HELPER_KEY = ['study', 'retention-helper'] as const;

export function fetchRetentionHelper(): Promise<RetentionHelper> {
  return api.call('GET /api/study/retention-helper', { auth: true });
}

/** Expected daily reviews and known words for each desired retention (simulated on the learner's cards). */
export function useRetentionHelperQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: [...HELPER_KEY, userId], queryFn: fetchRetentionHelper, enabled: signedIn, staleTime: 5 * 60_000 });
}

/** Recomputes every card with the current weights, due dates included; today's words are refetched. */
export function useReschedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('POST /api/study/reschedule', { auth: true }),
    onSuccess: () => {
      void invalidateToday(client);
      void client.invalidateQueries({ queryKey: HELPER_KEY });
    },
  });
}
