/** Last-resort error screen for the router: something failed outside a page's own boundary. */
import { useRouteError } from 'react-router-dom';
import { DelayedPlaceholder } from '../components/DelayedPlaceholder';

export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return <DelayedPlaceholder kind="error" detail={detail} onRetry={() => window.location.reload()} />;
}
