/** The ids I blocked (`GET /black/getUserBlack`): BlockAction reads its state here; every block/unblock refreshes it. */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { blacklistKeys } from './blacklist';

export function useBlockedIdsQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    // Another user's answer or block changes it: fresh on every mount.
    staleTime: 0,
    queryKey: [...blacklistKeys.all, 'ids', me] as const,
    queryFn: () => api.call('GET /black/getUserBlack', { auth: true }),
  });
}

/** A block changes the blacklist, friends, requests and cards (and chats, whose owner reads the same ids). */
export function afterBlockChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: blacklistKeys.all }),
    client.invalidateQueries({ queryKey: ['friends'] }),
    client.invalidateQueries({ queryKey: ['info'] }),
  ]);
}
