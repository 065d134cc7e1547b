/**
 * Layout of the public dictionary pages (search, word detail, about): provides TanStack Query,
 * which the signed-in shell provides elsewhere. Same client, so the caches are shared.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../../app/query-client';

export default function DictShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
