/** TanStack Query hook and key for the points summary. */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../session/store';
import { fetchPointsSummary } from '../points';

const pointsKeys = {
  summary: (userId: number | undefined) => ['points', 'summary', userId] as const,
};

export function usePointsSummary() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: pointsKeys.summary(userId), queryFn: fetchPointsSummary, enabled: signedIn });
}
