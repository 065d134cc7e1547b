/**
 * Boot stage 4 (main.tsx): the route table and what the rendered app needs around it (the
 * antd-mobile React 19 shim, the providers, the offline watch). Evaluated in a task of its own,
 * after React DOM and the router (stages 2 and 3), so this task holds only the app's modules.
 */
import '../antd-compat';
import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../providers';
import { routes } from '../routes';

export { prefetchDialog, watchConnectivity } from '../offline';
export { preloadLikelyPages } from '../routes';

/** Flattens and ranks the whole route table: a task of its own (main.tsx yields around it). */
export function buildRouter(): ReturnType<typeof createHashRouter> {
  return createHashRouter(routes);
}

/**
 * The first render, as a transition: React renders it in slices of a few milliseconds and
 * yields to the browser between them.
 */
export function renderApp(root: Root, router: ReturnType<typeof createHashRouter>): void {
  startTransition(() => {
    root.render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
}
