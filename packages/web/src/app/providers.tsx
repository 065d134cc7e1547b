/**
 * App-wide wrapper: strict mode and the global loading indicator. TanStack Query is
 * provided by the signed-in shell (AuthedShell), which the login page never loads.
 */
import { type ReactNode, StrictMode } from 'react';
import { LoadingIndicator } from '../components/LoadingIndicator';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <LoadingIndicator />
    </StrictMode>
  );
}
