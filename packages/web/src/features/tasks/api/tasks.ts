/**
 * Tasks of the signed-in learner: today's and this week's tasks with progress (`GET
 * /task/getTask`, which also credits tasks that just completed) and following a task. A credit
 * refreshes the points (summary and records) and says so once.
 */
import type { SaveCareBody, TodayTasks } from '@qfl/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { toast } from '../../../components/toast';
import { i18n } from '../../../i18n';
import { useSession } from '../../../session/store';
import { invalidatePoints } from '../../points/api/points';
import { invalidateToday } from '../../study-tab/api/today';

export function fetchTodayTasks(): Promise<TodayTasks> {
  return api.call('GET /task/getTask', { auth: true });
}

export function saveTaskCare(body: SaveCareBody): Promise<{ key: string; cared: boolean }> {
  return api.call('POST /task/saveCare', { body, auth: true });
}

export const taskKeys = {
  all: ['tasks'] as const,
  today: (userId: number | undefined) => ['tasks', 'today', userId] as const,
};

export function useTodayTasksQuery() {
  const client = useQueryClient();
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({
    queryKey: taskKeys.today(userId),
    queryFn: async () => {
      const tasks = await fetchTodayTasks();
      if (tasks.credited > 0) {
        toast(i18n.t('tasks.earned', { points: tasks.credited }));
        void invalidatePoints(client);
        // The study tab shows points from today's words.
        void invalidateToday(client);
      }
      return tasks;
    },
    enabled: signedIn,
  });
}

/** Follow or unfollow; the answer's flag goes into the cached tasks at once, then they refetch. */
export function useSaveCareMutation() {
  const client = useQueryClient();
  const userId = useSession((s) => s.userInfo?.id);
  return useMutation({
    mutationFn: saveTaskCare,
    onSuccess: ({ key, cared }) => {
      client.setQueryData<TodayTasks>(taskKeys.today(userId), (tasks) =>
        tasks ? { ...tasks, items: tasks.items.map((item) => (item.key === key ? { ...item, cared } : item)) } : tasks,
      );
      return invalidateTasks(client);
    },
  });
}

/** After study answers (progress moves): refetch the tasks, which credits what completed. */
export function invalidateTasks(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: taskKeys.all });
}
