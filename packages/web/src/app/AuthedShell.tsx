/**
 * Shell of every page that needs a signed-in user (all but login and 404), loaded lazily so
 * the login page does not carry TanStack Query: without a token it shows the authorization
 * prompt, with one it provides server-data queries to the pages below.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { AuthPrompt } from '../components/AuthPrompt';
import { loadDialog } from '../components/dialog';
import { useSession } from '../session/store';
import { queryClient } from './query-client';

// Signed-in pages confirm, warn and show the offline modal with Dialog: fetched now, in parallel
// with the page's own chunks rather than in their path, so it is there before the page is used
// (and before a connection drops).
void loadDialog().catch(() => undefined);

export default function AuthedShell() {
  const signedIn = useSession((s) => s.token !== null);
  return <QueryClientProvider client={queryClient}>{signedIn ? <Outlet /> : <AuthPrompt />}</QueryClientProvider>;
}
