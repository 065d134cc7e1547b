/** The blacklist at the spec's paths (/black/...): the paged list, block and unblock. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const BLACKLIST_PAGE_SIZE = 20;

export const blacklistKeys = {
  all: ['blacklist'] as const,
  page: (me: number | undefined, page: number) => ['blacklist', 'page', me, page] as const,
};

export function useBlackPageQuery(page: number) {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    // Another user's answer or block changes it: fresh on every mount.
    staleTime: 0,
    queryKey: blacklistKeys.page(me, page),
    queryFn: () => api.call('GET /black/getPage', { query: { page, size: BLACKLIST_PAGE_SIZE }, auth: true }),
    placeholderData: keepPreviousData,
  });
}

export const blockUser = (userId: number) => api.call('POST /black/addUserBlack', { body: { userId }, auth: true });
export const unblockUser = (userId: number) => api.call('POST /black/removeUserBlack', { body: { userId }, auth: true });
