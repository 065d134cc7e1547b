/**
 * Last-resort error screen for the router: something failed outside a page's own boundary.
 * The user reads the translated headline; the error itself goes to the console.
 */
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { DelayedPlaceholder } from '../components/DelayedPlaceholder';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return <DelayedPlaceholder kind="error" onRetry={() => window.location.reload()} />;
}
