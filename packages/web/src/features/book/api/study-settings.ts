/**
 * Choosing the active book: a PUT of `activeBookId` to the study settings (whose call, keys and
 * query live in features/study-settings); afterwards today's words, the books and the settings
 * refetch.
 */
import type { StudySettings } from '@qfl/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../session/store';
import { invalidateAfterBookChoice } from '../../study/invalidate';
import { saveStudySettings, studySettingsKeys } from '../../study-settings/api/study-settings';

export { useStudySettingsQuery } from '../../study-settings/api/study-settings';

export function chooseActiveBook(bookId: number): Promise<StudySettings> {
  return saveStudySettings({ activeBookId: bookId });
}

export function useChooseBookMutation() {
  const client = useQueryClient();
  const userId = useSession((s) => s.userInfo?.id);
  return useMutation({
    mutationFn: chooseActiveBook,
    onSuccess: async (settings) => {
      client.setQueryData(studySettingsKeys.mine(userId), settings);
      await invalidateAfterBookChoice(client);
    },
  });
}
