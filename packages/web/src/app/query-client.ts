/**
 * The TanStack Query client. The API client already toasts failures, so no silent retries.
 * Signing out (or a session that ended) drops every cached answer of the previous user.
 */
import { QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

useSession.subscribe((state, previous) => {
  if (previous.token !== null && state.token === null) queryClient.clear();
});
